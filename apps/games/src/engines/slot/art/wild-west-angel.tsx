import { Ring } from '../../shared/svg-repeat.tsx';
import { line, O, O2, type TitleArt } from './paint.ts';

/** Wild West Angel: desert dusk — sunset orange, leather, brass and angel white. */
export const WILD_WEST_ANGEL: TitleArt = {
  angel: (p) => (
    <>
      {/* the gunslinger angel: white wings, a halo over a cowboy hat, a red bandana */}
      <path
        d="M30 56C14 54 4 40 4 22c8 10 14 12 20 12-6-6-6-14-4-18 8 10 14 18 16 26zM70 56c16-2 26-16 26-34-8 10-14 12-20 12 6-6 6-14 4-18-8 10-14 18-16 26z"
        fill="#fbfcff"
        {...O}
      />
      <ellipse cx="50" cy="8" rx="16" ry="4" fill="none" stroke={p.gold} strokeWidth="3.4" />
      <path d="M16 30c10 4 58 4 68 0-4 6-12 8-18 8H34c-6 0-14-2-18-8z" fill="#8a5a2a" {...O} />
      <path d="M34 30c0-12 6-18 16-18s16 6 16 18z" fill="#a8703a" {...O} />
      <path d="M34 26h32" {...line('#5a3212', 3)} />
      <path d="M36 38h28c0 14-6 22-14 22s-14-8-14-22z" fill="#f0c8a0" {...O} />
      <path d="M28 38c-2 14-2 24 4 30M72 38c2 14 2 24-4 30" {...line('#e8b030', 5)} />
      <path d="M42 44h4M54 44h4" {...line('#1b1230', 2.6)} />
      <path d="M46 52c2 2 6 2 8 0" {...line('#c8404a', 2)} />
      <path d="M22 96c4-18 14-28 28-28s24 10 28 28z" fill="#5a3a8a" {...O} />
      <path d="M40 64l10 10 10-10z" fill="#d8302a" {...O2} />
    </>
  ),
  revolver: (p) => (
    <>
      {/* a single-action revolver in profile, ivory grip */}
      <path d="M30 34h62v10H36z" fill={p.silver} {...O} />
      <path d="M90 30h4v4" {...line('#1b1230', 2)} />
      <rect x="32" y="32" width="26" height="22" rx="5" fill="#8a96ac" {...O} />
      <path d="M38 38v10M45 38v10M52 38v10" {...line('#4a5670', 2)} />
      <path d="M22 30l10 4v20H20z" fill={p.silver} {...O} />
      <path d="M20 40l-6-8" {...line('#1b1230', 3)} />
      <path d="M20 54c-4 12-8 22-6 34 6 4 14 4 18 0 0-12 2-22 6-34z" fill="#f4ead0" {...O} />
      <path d="M24 62l4 20" {...line('#c8b890', 2)} />
      <path d="M34 54c0 10 6 14 12 10" {...line('#1b1230', 3)} />
    </>
  ),
  sheriff_star: (p) => (
    <>
      {/* a six-pointed sheriff's star with ball tips */}
      <Ring count={6} about={[50, 50]}>
        <circle cx="50" cy="8" r="6" fill={p.gold} {...O2} />
      </Ring>
      <path d="M50 12l11 19h22L72 50l11 19H61L50 88 39 69H17l11-19-11-19h22z" fill={p.gold} {...O} />
      <circle cx="50" cy="50" r="16" fill="none" stroke="#a8700c" strokeWidth="2.4" />
      <path d="M50 40l3 7h7l-6 4 2 7-6-4-6 4 2-7-6-4h7z" fill="#a8700c" />
    </>
  ),
  horse: () => (
    <>
      {/* a mustang's head in profile, mane flying */}
      <path
        d="M34 96c-2-20 2-36 12-48L40 22l10 6c10-8 22-10 32-6 8 8 10 22 8 30-2 6-8 8-12 4-4-4-8-6-12-4l-4 44z"
        fill="#a8602e"
        {...O}
      />
      <path d="M40 22l-4-10 10 8" fill="#a8602e" {...O2} />
      <path d="M48 28C36 32 26 46 24 62c-2 12 0 24 4 34M44 34c-8 8-12 20-12 30" {...line('#3a2210', 6)} />
      <circle cx="64" cy="34" r="3" fill="#1b1230" />
      <circle cx="84" cy="48" r="2" fill="#1b1230" />
      <path d="M60 28l4 12 12 8" {...line('#c8303a', 2)} />
      <path d="M60 60c-4 10-6 20-6 34" {...line('#c8783e', 2)} />
    </>
  ),
  boots: (p) => (
    <>
      {/* a tooled cowboy boot with a star spur */}
      <path d="M30 6h30l-2 52c10 4 26 8 34 14 4 4 2 14-6 14H22c-4 0-6-4-4-8l12-20z" fill="#8a4a22" {...O} />
      <path d="M30 6h30v14H30z" fill="#6a3212" {...O2} />
      <path d="M36 28c6 6 12 6 18 0M36 40c6 6 12 6 18 0" {...line('#e8b070', 2)} />
      <path d="M22 86h70" {...line('#3a2210', 6)} />
      <path d="M20 68L8 74" {...line('#8a96ac', 3)} />
      <g transform="translate(8 74)">
        <Ring count={6}>
          <path d="M0 0l0-8" {...line('#c3cde0', 2.4)} />
        </Ring>
        <circle r="3" fill={p.silver} {...O2} />
      </g>
    </>
  ),
  whiskey: () => (
    <>
      {/* a bottle of whiskey and a shot glass */}
      <path
        d="M30 4h12v18c8 4 12 10 12 18v48c0 4-2 6-6 6H24c-4 0-6-2-6-6V40c0-8 4-14 12-18z"
        fill="#8a4a12"
        {...O}
        opacity="0.95"
      />
      <path d="M30 4h12v6H30z" fill="#c8303a" {...O2} />
      <path d="M22 50h28v22H22z" fill="#f4ead0" {...O2} />
      <path d="M28 56h16M30 62h12M28 67h16" {...line('#8a4a12', 1.8)} />
      <path d="M24 34c-2 6-2 12-2 14" {...line('#e8a060', 3)} />
      <path d="M60 64h26l-3 30H63z" fill="#d8e8f0" {...O} opacity="0.9" />
      <path d="M62 76h22l-2 16H64z" fill="#c8701a" />
      <path d="M64 68v10" {...line('#ffffff', 2)} />
    </>
  ),
  cactus: () => (
    <>
      {/* a saguaro with two raised arms and a pink bloom */}
      <path d="M40 94V20c0-8 20-8 20 0v74z" fill="#3a9a4a" {...O} />
      <path
        d="M40 60H28c-8 0-10-4-10-10V34c0-6 10-6 10 0v14h12M60 50h12V28c0-6 10-6 10 0v22c0 6-4 10-10 10H60"
        fill="#3a9a4a"
        {...O}
      />
      <path d="M46 24v68M54 24v68" {...line('#1f6a2a', 1.6)} />
      <circle cx="50" cy="14" r="5" fill="#ff7fa8" {...O2} />
      <path d="M20 94h60" {...line('#d8903a', 5)} />
    </>
  ),
  halo: (p) => (
    <>
      {/* a golden halo lifted on white wings */}
      <path
        d="M36 52C20 54 6 44 2 28c8 6 14 8 20 6-6-4-8-10-6-16 8 10 16 16 22 22zM64 52c16 2 30-8 34-24-8 6-14 8-20 6 6-4 8-10 6-16-8 10-16 16-22 22z"
        fill="#fbfcff"
        {...O}
      />
      <ellipse cx="50" cy="40" rx="24" ry="9" fill="none" stroke="#1b1230" strokeWidth="11" />
      <ellipse cx="50" cy="40" rx="24" ry="9" fill="none" stroke={p.gold} strokeWidth="7" />
      <path d="M34 36c6-3 12-4 18-4" {...line('#fffbe0', 2)} />
    </>
  ),
  wanted: () => (
    <>
      {/* a nailed wanted poster: a shadowed outlaw, a bounty in coins */}
      <path d="M16 6h68l-2 88H18z" fill="#e8d4a0" {...O} />
      <circle cx="50" cy="10" r="2.4" fill="#5a5a66" />
      <path d="M24 16h52v8H24z" fill="#6a3212" />
      <path d="M30 28h40v34H30z" fill="#c8b078" {...O2} />
      <path d="M34 62c2-10 8-14 16-14s14 4 16 14z" fill="#3a2a1a" />
      <circle cx="50" cy="42" r="8" fill="#3a2a1a" />
      <path d="M36 36c4-6 24-6 28 0" {...line('#3a2a1a', 4)} />
      <path d="M28 72h44M32 80h36" {...line('#6a3212', 3)} />
      <path d="M18 94c6-4 10-4 14 0" {...line('#c8b078', 2)} />
    </>
  ),
};

/** Its feature symbols (the hold-and-win coin, the pick-bonus symbol): drawn once the title has them. */
export const WILD_WEST_ANGEL_FEATURES: TitleArt = {
  safe: (p) => (
    <>
      {/* the saloon safe: black iron, gold trim, a combination dial and a lucky horseshoe */}
      <rect x="14" y="14" width="72" height="72" rx="6" fill="#2e2e3a" {...O} />
      <rect x="20" y="20" width="60" height="60" rx="4" fill="#3d3d4d" stroke={p.gold} strokeWidth="3" />
      <circle cx="50" cy="50" r="14" fill={p.silver} {...O} />
      <Ring count={12} about={[50, 50]}>
        <path d="M50 38v3" {...line('#1b1230', 1.4)} />
      </Ring>
      <path d="M50 50l6-6" {...line('#1b1230', 3)} />
      <path d="M70 44v12" {...line('#f2c14e', 5)} />
      <path
        d="M30 26c-4 0-6 4-6 8s4 6 6 2 4-2 6 2 6 2 6-2-2-8-6-8"
        fill="none"
        stroke={p.gold}
        strokeWidth="3"
      />
      <path d="M18 90h14M68 90h14" {...line('#1b1230', 4)} />
    </>
  ),
};
