/** The platform's default mark: a truck on a weighbridge with a weight display. */
export function WeighbridgeLogo({ size = 36, title = '统一称重计量管控平台' }: { size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={title}>
      <rect x="0" y="0" width="48" height="48" rx="10" fill="#0e6f7e" />
      <rect x="29" y="8" width="13" height="7" rx="1.5" fill="#0a3f49" />
      <text x="35.5" y="13.6" textAnchor="middle" fontSize="5.5" fontFamily="monospace" fill="#7ff0c8">
        28.6
      </text>
      <path d="M7 22h17v11H7z" fill="#ffffff" />
      <path d="M24 25h6.5l4 4.5V33H24z" fill="#d9f3f6" />
      <path d="M26 26.5h4l2.6 3H26z" fill="#0e6f7e" />
      <circle cx="12" cy="34.5" r="2.6" fill="#0a3f49" stroke="#ffffff" strokeWidth="1" />
      <circle cx="29.5" cy="34.5" r="2.6" fill="#0a3f49" stroke="#ffffff" strokeWidth="1" />
      <rect x="4" y="37.5" width="40" height="3.5" rx="1" fill="#f5b83d" />
      <path d="M8 41v3M24 41v3M40 41v3" stroke="#f5b83d" strokeWidth="2" />
    </svg>
  );
}
