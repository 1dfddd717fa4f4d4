import type { ControlHandler } from './ControlHandler';

/** IMG_UPLOAD_EP: JPG or PNG under 2 MB. */
export const imgUploadEpControl: ControlHandler = {
  describe: () => ({ widget: 'imageUpload', multiple: false, accept: ['jpg', 'jpeg', 'png'] }),
};

/** IMG_LOGO: like IMG_UPLOAD_EP, also GIF. */
export const imgLogoControl: ControlHandler = {
  describe: () => ({ widget: 'imageUpload', multiple: false, accept: ['jpg', 'jpeg', 'png', 'gif'] }),
};
