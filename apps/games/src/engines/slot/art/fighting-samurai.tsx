import { line, O, O2, type TitleArt } from './paint.ts';

/** Fighting Samurai: ink and steel — black lacquer, vermilion, polished blades. */
export const FIGHTING_SAMURAI: TitleArt = {
  samurai: () => (
    <>
      {/* kataginu shoulders, kamon on the chest, stern face, hachimaki and topknot */}
      <path d="M8 96l4-26 24-10h28l24 10 4 26z" fill="#23202e" {...O} />
      <path d="M8 70l28-10 6 12-30 6zM92 70L64 60l-6 12 30 6z" fill="#3b3650" {...O2} />
      <path d="M40 62l10 22 10-22" fill="none" stroke="#e8e2d0" strokeWidth="5" />
      <circle cx="50" cy="86" r="5" fill="none" stroke="#d8403a" strokeWidth="2.5" />
      <path d="M32 40c0-16 8-24 18-24s18 8 18 24c0 14-8 22-18 22s-18-8-18-22z" fill="#f0d2b0" {...O} />
      <path d="M31 36c0-14 8-22 19-22s19 8 19 22c-6-6-12-8-19-8s-13 2-19 8z" fill="#15121c" />
      <path d="M44 12c0-6 12-6 12 0v6H44z" fill="#15121c" {...O2} />
      <path d="M30 32h40v6H30z" fill="#d8403a" {...O2} />
      <path d="M70 34l10-4-4 10" fill="#d8403a" {...O2} />
      <path d="M38 42l8 3M62 42l-8 3" {...line('#15121c', 3)} />
      <path d="M44 55h12" {...line('#8a4a3a', 2.5)} />
    </>
  ),
  katana: (p) => (
    <>
      {/* a curved blade with a hamon line, a black tsuba and a wrapped hilt */}
      <path d="M88 8C70 22 50 40 34 58l6 6C58 46 76 28 92 12z" fill={p.silver} {...O} />
      <path d="M86 12C70 26 54 42 40 58" {...line('#ffffff', 1.6)} />
      <ellipse
        cx="36"
        cy="62"
        rx="11"
        ry="5"
        transform="rotate(-45 36 62)"
        fill="#1c1a24"
        stroke="#d4a63a"
        strokeWidth="2"
      />
      <path d="M32 66L10 90l6 6 22-24z" fill="#20202c" {...O} />
      <path d="M28 72l5 5M23 77l5 5M18 82l5 5" {...line('#e6e0c8', 2.2)} />
      <circle cx="12" cy="93" r="3" fill="#d4a63a" {...O2} />
    </>
  ),
  kabuto: (p) => (
    <>
      {/* a lacquered bowl, gold kuwagata horns in a V, a flared shikoro neck guard and side flaps */}
      <path
        d="M44 32C36 22 24 10 12 2c2 12 12 26 26 36zM56 32C64 22 76 10 88 2c-2 12-12 26-26 36z"
        fill={p.gold}
        {...O}
      />
      <path d="M24 52c0-20 12-32 26-32s26 12 26 32z" fill="#2a2733" {...O} />
      <path d="M30 48c2-14 10-22 20-24M50 24v26M40 26l-4 24M60 26l4 24" {...line('#5b566b', 1.8)} />
      <circle cx="50" cy="42" r="6" fill={p.gold} {...O2} />
      <path d="M10 54h80l-4 10H14z" fill="#b3262b" {...O} />
      <path d="M14 64h72l-6 10H20z" fill="#2a2733" {...O} />
      <path d="M20 74h60l-6 10H26z" fill="#b3262b" {...O} />
      <path d="M10 54L2 46l4 18zM90 54l8-8-4 18z" fill="#2a2733" {...O} />
      <path d="M18 60h64M22 70h56M28 80h44" {...line('#f2c14e', 1.3)} />
    </>
  ),
  shuriken: (p) => (
    <>
      <path d="M50 4l9 33 37 13-37 13-9 33-9-33L4 50l37-13z" fill={p.silver} {...O} />
      <path d="M50 4l9 33L50 50zM96 50L63 59 50 50zM50 96l-9-33 9-13zM4 50l37-13 9 13z" fill="#7b859c" />
      <circle cx="50" cy="50" r="7" fill="#12101a" {...O2} />
    </>
  ),
  tsuba: (p) => (
    <>
      {/* a round iron guard, a gold rim, the lens-shaped blade slot and two side holes */}
      <path
        d="M50 8c10 0 14 6 22 8s14 12 16 22 6 14 0 24-6 16-16 22-12 8-22 8-14-6-22-8-14-12-16-22-6-14 0-24 6-16 16-22 12-8 22-8z"
        fill="#3a3444"
        {...O}
      />
      <path
        d="M50 14c24 0 36 14 36 36S74 86 50 86 14 74 14 50s12-36 36-36z"
        fill="none"
        stroke={p.gold}
        strokeWidth="3"
      />
      <path d="M50 34c5 6 5 26 0 32-5-6-5-26 0-32z" fill="#0b0a10" {...O2} />
      <path
        d="M28 44c4 0 6 3 6 6s-2 6-6 6-6-3-6-6 2-6 6-6zM72 44c4 0 6 3 6 6s-2 6-6 6-6-3-6-6 2-6 6-6z"
        fill="#0b0a10"
        {...O2}
      />
      <path d="M30 24c6-4 12-5 18-5M70 76c-6 4-12 5-18 5" {...line('#f2c14e', 2)} />
    </>
  ),
  waraji: () => (
    <>
      {/* two woven straw sandals seen from above, with their cords */}
      {[22, 60].map((x, i) => (
        <g key={x} transform={`rotate(${i ? 10 : -10} ${x + 10} 50)`}>
          <path d={`M${x} 20c0-10 20-10 20 0v58c0 12-20 12-20 0z`} fill="#d8b56a" {...O} />
          {[28, 36, 44, 52, 60, 68, 76].map((y) => (
            <path key={y} d={`M${x + 2} ${y}h16`} {...line('#9c7a32', 1.6)} />
          ))}
          <path d={`M${x + 10} 16v64`} {...line('#9c7a32', 1.4)} />
          <path
            d={`M${x + 10} 26c-12 8-12 20-10 28M${x + 10} 26c12 8 12 20 10 28`}
            {...line('#7a2c22', 2.6)}
          />
        </g>
      ))}
    </>
  ),
  makimono: () => (
    <>
      {/* a horizontal hand-scroll, partly unrolled, brushed with ink */}
      <path d="M16 30h68v40H16z" fill="#f1e6c8" {...O} />
      <path d="M16 30h68v6H16zM16 64h68v6H16z" fill="#2f6a5a" />
      <path
        d="M30 42c4 4 2 12-2 16M42 40l-2 18M38 46h10M56 42c6 2 6 10 0 14M66 40v18M62 48h10"
        {...line('#1b1230', 2.8)}
      />
      <rect x="6" y="24" width="12" height="52" rx="6" fill="#7a3b22" {...O} />
      <rect x="82" y="24" width="12" height="52" rx="6" fill="#7a3b22" {...O} />
      <path d="M8 20h8v4H8zM84 20h8v4h-8zM8 76h8v4H8zM84 76h8v4h-8z" fill="#d4a63a" {...O2} />
    </>
  ),
  ronin: () => (
    <>
      {/* a masterless wanderer: a wide straw kasa hiding the eyes, a dark cloak, a sword at the shoulder */}
      <path d="M70 20L92 4" {...line('#1b1230', 7)} />
      <path d="M70 20L92 4" {...line('#c3cde0', 3)} />
      <path d="M14 96c2-18 16-30 36-30s34 12 36 30z" fill="#3a3148" {...O} />
      <path d="M38 66l12 14 12-14" {...line('#8d8aa0', 3)} />
      <path d="M34 46c0 12 6 20 16 20s16-8 16-20z" fill="#e8c9a6" {...O} />
      <path d="M40 58c6 3 14 3 20 0" {...line('#6b4a3a', 2)} />
      <path d="M4 46L50 14l46 32c-14 6-30 8-46 8S18 52 4 46z" fill="#d8b56a" {...O} />
      <path d="M50 14L24 50M50 14l-8 40M50 14l8 40M50 14l26 36" {...line('#9c7a32', 1.4)} />
    </>
  ),
  castle: (p) => (
    <>
      {/* drawn smaller and lower: the roof's shachihoko reached the top edge, under the symbol frame */}
      <g transform="translate(50 54) scale(0.82) translate(-50 -50)">
        {/* a white keep on a stone base, three tiers of curved black roofs, gold shachihoko */}
        <path d="M10 98l8-22h64l8 22z" fill="#8b8797" {...O} />
        <path d="M22 80h10M40 86h12M62 80h10M30 92h14M56 92h14" {...line('#5b566b', 1.6)} />
        <rect x="24" y="60" width="52" height="16" fill="#f4f0e6" {...O} />
        <path d="M12 62c10-2 20-8 24-12h28c4 4 14 10 24 12z" fill="#23202e" {...O} />
        <rect x="32" y="40" width="36" height="12" fill="#f4f0e6" {...O} />
        <path d="M20 42c8-2 14-6 18-10h24c4 4 10 8 18 10z" fill="#23202e" {...O} />
        <rect x="38" y="22" width="24" height="12" fill="#f4f0e6" {...O} />
        <path d="M28 24c8-2 12-6 14-10h16c2 4 6 8 14 10z" fill="#23202e" {...O} />
        <path
          d="M40 14c-2-6 2-10 4-8M60 14c2-6-2-10-4-8"
          fill="none"
          stroke={p.gold}
          strokeWidth="4"
          strokeLinecap="round"
        />
        <path d="M36 66h6v6h-6zM58 66h6v6h-6zM46 44h8v6h-8z" fill="#23202e" />
      </g>
    </>
  ),
};
