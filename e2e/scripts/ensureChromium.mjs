// Finds Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) and a CJK font for the end-to-end suite.
// When either is missing and apt-get can run (root), installs Debian's packages; otherwise stops with the command.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const INSTALL = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function hasCjkFont() {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

const missing = [];
if (!existsSync(chromium)) missing.push('chromium');
if (!hasCjkFont()) missing.push('fonts-noto-cjk');

if (missing.length > 0) {
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(`端到端测试需要 ${missing.join(' 和 ')}。请先运行：\n  sudo sh -c '${INSTALL}'`);
    process.exit(1);
  }
  console.log(`Installing Debian packages: ${missing.join(' ')}`);
  execSync('apt-get update', { stdio: 'inherit' });
  execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing.join(' ')}`, { stdio: 'inherit' });
}
console.log(`Chromium: ${chromium}`);
