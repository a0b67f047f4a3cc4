import { Ring } from '../../shared/svg-repeat.tsx';
import { line, O, O2, type TitleArt } from './paint.ts';

/** Dragon Pearl: imperial red, jade and gold. */
export const DRAGON_PEARL: TitleArt = {
  dragon: (p) => (
    <>
      {/* a Chinese dragon's head in profile: antlers, flowing whiskers, a mane of flame */}
      <path d="M58 22c8-10 10-18 6-22M66 26c10-6 16-14 14-22" {...line('#f2c14e', 4)} />
      <path d="M70 30c14 2 22 12 24 24-8-4-10 0-18 0 6 6 6 14 2 20-6-6-10-6-16-4z" fill="#e8503a" {...O} />
      <path
        d="M10 50c4-14 16-22 30-24 10-2 22 0 30 6 6 6 8 18 2 28-6 10-18 14-28 12l-16 12-2-12c-10 0-18-8-16-22z"
        fill="#2fa35a"
        {...O}
      />
      <path d="M10 50c10 2 20 0 26-4M12 58c8 4 18 4 26 2" {...line('#1b1230', 2)} />
      <path d="M14 56l4 4 4-4 4 4 4-4" {...line('#ffffff', 2)} />
      <path d="M30 26c-2-8 4-14 10-12" fill="#2fa35a" {...O2} />
      <circle cx="46" cy="38" r="6" fill="#ffd23f" {...O2} />
      <circle cx="47" cy="38" r="2.4" fill="#1b1230" />
      <path d="M14 46C4 44 0 54 4 62s2 16-2 20M20 64c-4 10 2 20 10 22" {...line(p.gold, 2.4)} />
      <path d="M40 54c6 2 14 2 20-2M56 44l10 8" {...line('#1b7a3a', 2)} />
    </>
  ),
  phoenix: (p) => (
    <>
      {/* a fenghuang in flight: crested head, spread wings, long streaming tail plumes */}
      <path
        d="M48 60C38 76 30 88 14 96M52 62C50 78 46 88 38 98M56 60c6 14 12 24 24 30"
        {...line('#e8503a', 5)}
      />
      <circle cx="14" cy="96" r="4" fill={p.gold} {...O2} />
      <circle cx="38" cy="97" r="4" fill={p.gold} {...O2} />
      <circle cx="80" cy="90" r="4" fill={p.gold} {...O2} />
      <path
        d="M50 50C36 40 20 40 6 24c16 0 26 4 34 10-2-10 2-20 8-26 2 14 4 28 2 42z"
        fill="#e8503a"
        {...O}
      />
      <path
        d="M50 50c14-10 30-10 44-26-16 0-26 4-34 10 2-10-2-20-8-26-2 14-4 28-2 42z"
        fill="#f2a03a"
        {...O}
      />
      <path d="M44 50c0-8 4-14 8-14s6 6 6 12c0 10-4 14-8 14s-6-4-6-12z" fill="#e8503a" {...O} />
      <path d="M50 36c-2-6 0-10 4-12 0 4 2 6 4 6" fill="#ffd23f" {...O2} />
      <path d="M56 40l6 2-6 2z" fill="#ffd23f" {...O2} />
      <path d="M14 28c10 4 20 6 28 12M86 28c-10 4-20 6-28 12" {...line('#ffd23f', 2)} />
    </>
  ),
  tiger: () => (
    <>
      {/* a tiger's face, the 王 mark on the brow */}
      <path d="M18 26l4-16 16 10M82 26l-4-16-16 10" fill="#f08a2a" {...O} />
      <path
        d="M50 14c24 0 38 14 38 36 0 24-18 42-38 42S12 74 12 50c0-22 14-36 38-36z"
        fill="#f08a2a"
        {...O}
      />
      <path d="M26 62c0-10 10-14 24-14s24 4 24 14c0 14-10 24-24 24S26 76 26 62z" fill="#fbf6ea" {...O2} />
      <path d="M42 22h16M50 22v12M43 28h14M42 34h16" {...line('#1b1230', 2.6)} />
      <path d="M14 42l12 4M12 54l12-2M86 42l-12 4M88 54l-12-2M30 20l4 8M70 20l-4 8" {...line('#1b1230', 3)} />
      <path d="M32 44c4-3 8-3 12 0-4 3-8 3-12 0zM56 44c4-3 8-3 12 0-4 3-8 3-12 0z" fill="#c8e048" {...O2} />
      <path d="M44 58h12l-6 6z" fill="#d8406a" {...O2} />
      <path d="M50 64v6M42 74c4 3 12 3 16 0" {...line('#1b1230', 2)} />
    </>
  ),
  ingot: (p) => (
    <>
      {/* a yuanbao sycee: the boat-shaped gold ingot with its raised dome */}
      <path
        d="M6 44c10 4 20 6 28 4l4 12h24l4-12c8 2 18 0 28-4-2 22-18 40-44 40S8 66 6 44z"
        fill={p.gold}
        {...O}
      />
      <ellipse cx="50" cy="50" rx="16" ry="14" fill={p.gold} {...O} />
      <path d="M42 44c2-4 6-6 10-6" {...line('#fff8d8', 3)} />
      <path d="M16 60c8 12 20 18 34 18" {...line('#a8700c', 2)} />
    </>
  ),
  old_coin: (p) => (
    <>
      {/* a bronze cash coin: round with a square hole, four characters, a red cord */}
      <path d="M50 94v-8" {...line('#d8202a', 4)} />
      <circle cx="50" cy="48" r="40" fill={p.gold} {...O} />
      <circle cx="50" cy="48" r="32" fill="none" stroke="#a8700c" strokeWidth="2" />
      <rect x="40" y="38" width="20" height="20" fill="#1b1230" {...O2} />
      <path
        d="M44 22h12M50 20v10M44 74h12M47 68v10M53 68v10M22 42v12M26 42l-4 6 4 6M78 42v12M72 44h8M72 52h8"
        {...line('#7a4a08', 2.2)}
      />
    </>
  ),
  lotus: () => (
    <>
      {[-60, -30, 0, 30, 60].map((a) => (
        <path
          key={a}
          d="M50 80C36 66 36 36 50 16c14 20 14 50 0 64z"
          fill={a === 0 ? '#ff9ec0' : '#ff7fa8'}
          {...O}
          transform={`rotate(${a} 50 80)`}
        />
      ))}
      <path d="M50 76c-6-14-6-36 0-50" {...line('#ffd0e0', 2)} />
      <path d="M14 84c12 6 60 6 72 0" {...line('#2fa35a', 6)} />
      <path d="M14 84c12 6 60 6 72 0" {...line('#1b1230', 1)} />
    </>
  ),
  jade: () => (
    <>
      {/* a carved jade bi disc on a red tassel */}
      <circle cx="50" cy="46" r="38" fill="#3fae7a" {...O} />
      <circle cx="50" cy="46" r="13" fill="#0b2a1f" {...O} />
      <Ring count={12} about={[50, 46]}>
        <circle cx="50" cy="18" r="3.4" fill="none" stroke="#1f7a50" strokeWidth="1.8" />
      </Ring>
      <path d="M22 30c6-10 16-16 28-16" {...line('#b8f0d0', 3)} />
      <path d="M50 84v12M46 90l4 6 4-6" {...line('#d8202a', 3)} />
    </>
  ),
  cloud: (p) => (
    <>
      {/* xiangyun, the auspicious cloud: gold scrolls curling in on themselves */}
      <path
        d="M14 64c-10 0-12-16 0-18 0-14 16-18 24-10 4-14 24-16 30-4 14-4 24 10 18 20 8 2 8 14-2 14H14z"
        fill={p.gold}
        {...O}
      />
      <path
        d="M26 52c0-6 8-8 10-2s-6 8-6 4M50 44c0-8 12-8 12 0s-8 8-8 2M70 56c2-6 10-4 8 2s-8 4-6-2"
        {...line('#a8700c', 2.4)}
      />
      <path d="M10 74c8 0 14 8 24 6M60 80c10 2 18-4 30-2" {...line(p.gold, 4)} />
    </>
  ),
  dragon_pearl: (p) => (
    <>
      {/* the flaming pearl: a glowing orb wreathed in spiralling flame */}
      <Ring count={6} about={[50, 50]}>
        {(i) => (
          <path d="M50 50C58 36 56 20 50 6c-2 10-10 16-8 28z" fill={i % 2 ? '#ff8a1a' : '#e8343a'} {...O2} />
        )}
      </Ring>
      <circle cx="50" cy="50" r="22" fill="#e8f4ff" {...O} />
      <circle cx="50" cy="50" r="22" fill={p.glow} />
      <path d="M38 40c4-6 10-8 16-8" {...line('#ffffff', 3)} />
      <path d="M40 58c6 4 16 4 22-4" {...line('#9ac8f0', 2)} />
    </>
  ),
};

/** Its feature symbols (the hold-and-win coin, the pick-bonus symbol): drawn once the title has them. */
export const DRAGON_PEARL_FEATURES: TitleArt = {
  fire_pearl: () => (
    <>
      {/* the fire pearl: a red-orange orb wrapped in tongues of flame */}
      <path d="M50 4c8 14 26 18 26 44 0 20-12 34-26 34S24 68 24 48C24 22 42 18 50 4z" fill="#ff8a1c" {...O} />
      <path d="M30 30c-8 10-14 24-8 40M70 30c8 10 14 24 8 40" {...line('#ffcc33', 3)} />
      <circle cx="50" cy="56" r="22" fill="#e8321c" {...O} />
      <circle cx="50" cy="56" r="14" fill="#ff6a3a" />
      <ellipse cx="42" cy="48" rx="7" ry="4" fill="#ffffff" opacity="0.75" transform="rotate(-30 42 48)" />
      <path d="M36 78c6 6 22 6 28 0" {...line('#ffcc33', 2.4)} />
    </>
  ),
};
