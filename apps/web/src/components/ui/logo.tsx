import './logo.css';

/* Two drawings of one mark; CSS shows the compact one under 400 px. The link around them carries the name. */

function BlossomMark() {
  return (
    <g>
      <circle cx="20" cy="20" r="18" fill="#151c45" stroke="#f2c14e" strokeWidth="2.5" />
      <g fill="#f2c14e" transform="translate(20 20)">
        {[0, 72, 144, 216, 288].map((angle) => (
          <ellipse key={angle} rx="3.6" ry="6.6" transform={`rotate(${angle}) translate(0 -6.8)`} />
        ))}
      </g>
      <circle cx="20" cy="20" r="2.4" fill="#151c45" />
    </g>
  );
}

/** `always` keeps the full logo at every width (footer, not-found screen). */
export function LogoFull({ always = false }: { always?: boolean }) {
  return (
    <svg
      className={always ? 'logo' : 'logo logo--full'}
      viewBox="0 0 168 40"
      width="168"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <BlossomMark />
      <text
        x="48"
        y="22"
        fill="#f3f5ff"
        fontSize="17"
        fontWeight="800"
        textLength="116"
        lengthAdjust="spacingAndGlyphs"
        fontFamily="system-ui, sans-serif"
      >
        YOZAKURA
      </text>
      <text
        x="49"
        y="35"
        fill="#f2c14e"
        fontSize="8.5"
        fontWeight="700"
        textLength="114"
        lengthAdjust="spacingAndGlyphs"
        fontFamily="system-ui, sans-serif"
      >
        SOCIAL CASINO
      </text>
    </svg>
  );
}

export function LogoCompact() {
  return (
    <svg
      className="logo logo--compact"
      viewBox="0 0 40 40"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <BlossomMark />
    </svg>
  );
}
