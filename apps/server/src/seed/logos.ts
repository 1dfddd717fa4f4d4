/** Simple SVG logos for the demo group, as data URLs (SPEC.md: logos come from the group as base64). */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

export const demoMainLogo = svgDataUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="48" viewBox="0 0 240 48">` +
    `<rect x="2" y="6" width="36" height="36" rx="8" fill="#1677ff"/>` +
    `<path d="M10 32h20M12 32l4-14h8l4 14M16 18l4-6 4 6" stroke="#fff" stroke-width="2.5" fill="none" stroke-linejoin="round"/>` +
    `<text x="48" y="31" font-family="sans-serif" font-size="17" fill="#1f2d3d">内蒙古示范能源集团</text></svg>`,
);

export const demoSubLogo = svgDataUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">` +
    `<circle cx="24" cy="24" r="22" fill="#13a8a8"/>` +
    `<text x="24" y="31" text-anchor="middle" font-family="sans-serif" font-size="20" fill="#fff">示</text></svg>`,
);
