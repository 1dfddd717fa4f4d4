/** Login illustration: a loaded truck on a weighbridge, the scale terminal showing the live weight. */
export function WeighbridgeScene() {
  return (
    <svg viewBox="0 0 520 300" width="100%" role="img" aria-label="汽车衡称重示意" style={{ maxWidth: 520 }}>
      <defs>
        <linearGradient id="wb-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.10" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect x="0" y="0" width="520" height="300" rx="16" fill="url(#wb-sky)" />
      {/* gate barrier */}
      <rect x="446" y="120" width="10" height="126" rx="2" fill="#cfe9ee" />
      <rect x="360" y="118" width="96" height="8" rx="4" fill="#f5b83d" />
      <path d="M372 118h12l-6 8h-12zM396 118h12l-6 8h-12zM420 118h12l-6 8h-12z" fill="#0a3f49" />
      {/* scale terminal */}
      <rect x="388" y="30" width="116" height="64" rx="8" fill="#062e36" stroke="#5fd3c7" strokeWidth="2" />
      <text x="446" y="52" textAnchor="middle" fontSize="11" fill="#8fbfc6">
        毛重 (吨)
      </text>
      <text x="446" y="82" textAnchor="middle" fontSize="26" fontFamily="monospace" fill="#7ff0c8">
        49.36
      </text>
      <circle cx="400" cy="42" r="3" fill="#7ff0c8" />
      {/* truck */}
      <rect x="60" y="120" width="200" height="86" rx="6" fill="#e7f6f8" />
      <path d="M70 128h180v16H70z" fill="#bfe3e9" />
      <path d="M76 120l20-22h126l20 22z" fill="#8a6d4a" />
      <path d="M262 142h46l30 32v32h-76z" fill="#ffffff" />
      <path d="M272 150h32l22 24h-54z" fill="#0e6f7e" />
      <rect x="262" y="196" width="82" height="10" fill="#cfe9ee" />
      {[96, 140, 228, 306].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="214" r="17" fill="#0a3f49" />
          <circle cx={cx} cy="214" r="7" fill="#cfe9ee" />
        </g>
      ))}
      {/* weighbridge deck */}
      <rect x="30" y="231" width="350" height="14" rx="3" fill="#f5b83d" />
      <rect x="30" y="245" width="350" height="8" fill="#c98f1c" />
      {[60, 150, 240, 330].map((x) => (
        <rect key={x} x={x} y="253" width="20" height="14" fill="#0a3f49" opacity="0.7" />
      ))}
      <path d="M0 267h520" stroke="#cfe9ee" strokeOpacity="0.5" strokeWidth="2" />
      {/* signal from the load cells to the terminal */}
      <path d="M380 238 C 420 238, 430 160, 446 96" fill="none" stroke="#7ff0c8" strokeWidth="2" strokeDasharray="5 6" />
    </svg>
  );
}
