import type { Page } from '@playwright/test';
import { CHANGED_SHARE, CHANNEL_TOLERANCE, WEBP_QUALITY } from '../../src/plugins/content/upgrade-pictures/rule';

/** What two pictures of one example differ by, and each as WebP when they changed. */
export interface PictureDifference {
  /** Pixels whose red, green or blue differ by more than `CHANNEL_TOLERANCE`. */
  differing: number;
  /** Pixels in the picture. */
  total: number;
  width: number;
  height: number;
  /** Both pictures as WebP, when more than `CHANGED_SHARE` of their pixels differ. */
  webp?: { before: Buffer; after: Buffer };
}

/**
 * Compares two PNG pictures of the same size pixel by pixel, in Chromium (a canvas's `getImageData`), and, when
 * they changed and `encode` is not false, writes each as WebP with the canvas's own encoder
 * (`toDataURL('image/webp')`).
 */
export async function comparePictures(
  page: Page,
  before: Buffer,
  after: Buffer,
  { encode = true }: { encode?: boolean } = {},
): Promise<PictureDifference> {
  const result = await page.evaluate(
    async ({ before, after, tolerance, changedShare, quality, encode }) => {
      const canvasOf = async (base64: string) => {
        const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
        const bitmap = await createImageBitmap(blob);
        const canvas = document.createElement('canvas');
        canvas.width = bitmap.width;
        canvas.height = bitmap.height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(bitmap, 0, 0);
        return { canvas, data: context.getImageData(0, 0, bitmap.width, bitmap.height).data };
      };
      const [a, b] = await Promise.all([canvasOf(before), canvasOf(after)]);
      const { width, height } = a.canvas;
      if (b.canvas.width !== width || b.canvas.height !== height) {
        throw new Error(`the pictures differ in size: ${width}×${height} and ${b.canvas.width}×${b.canvas.height}`);
      }
      let differing = 0;
      for (let i = 0; i < a.data.length; i += 4) {
        if (
          Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0)) > tolerance ||
          Math.abs((a.data[i + 1] ?? 0) - (b.data[i + 1] ?? 0)) > tolerance ||
          Math.abs((a.data[i + 2] ?? 0) - (b.data[i + 2] ?? 0)) > tolerance
        )
          differing += 1;
      }
      const webp = (canvas: HTMLCanvasElement) => {
        const url = canvas.toDataURL('image/webp', quality);
        if (!url.startsWith('data:image/webp;base64,')) throw new Error('this Chromium does not encode WebP');
        return url.slice('data:image/webp;base64,'.length);
      };
      return {
        differing,
        total: width * height,
        width,
        height,
        webp:
          encode && differing / (width * height) > changedShare
            ? { before: webp(a.canvas), after: webp(b.canvas) }
            : undefined,
      };
    },
    {
      before: before.toString('base64'),
      after: after.toString('base64'),
      tolerance: CHANNEL_TOLERANCE,
      changedShare: CHANGED_SHARE,
      quality: WEBP_QUALITY,
      encode,
    },
  );
  const { webp, ...counts } = result;
  return {
    ...counts,
    ...(webp && { webp: { before: Buffer.from(webp.before, 'base64'), after: Buffer.from(webp.after, 'base64') } }),
  };
}
