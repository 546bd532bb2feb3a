import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Every chart inside `scope` has finished drawing: at least one, and none still drawing. An example
 * module may hold more than one chart (two charts whose cursors are synced, say).
 */
export async function expectChartsDrawn(scope: Locator | FrameLocator | Page): Promise<void> {
  await expect(scope.locator('[data-ech-render-complete="true"]').first()).toBeAttached();
  await expect(scope.locator('[data-ech-render-complete="false"]')).toHaveCount(0);
}
