import { expect, test } from '@playwright/test';
import { CHANNEL_HEADER, KYC_PATHS, WEB_CHANNEL_CODE } from '@casino/contract';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { consoleLanguage, consoleSettled, operatorSignedIn } from '../support/console.ts';
import { OPERATOR } from '../support/constants.ts';
import { expectAccessible, LANGS, shot, runInWidthFor } from '../support/site.ts';

/**
 * Issue 24 hole 6: the console shows a PDF identity document drawn by pdf.js onto a canvas (scripting
 * off, no annotation layer), never in the browser's PDF plug-in (no iframe, embed or object).
 */

/** A one-page "identity card" as a real writer saves it (object streams, Flate). */
async function idCard(name: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([420, 264]);
  page.drawRectangle({
    x: 10,
    y: 10,
    width: 400,
    height: 244,
    borderColor: rgb(0.1, 0.3, 0.6),
    borderWidth: 3,
  });
  page.drawText('IDENTITY CARD', { x: 30, y: 215, size: 22, font, color: rgb(0.1, 0.3, 0.6) });
  page.drawText(name, { x: 30, y: 170, size: 16, font });
  page.drawText('1992-03-14  Tokyo', { x: 30, y: 140, size: 14, font });
  return Buffer.from(await doc.save());
}

for (const lang of LANGS) {
  test.describe(lang, () => {
    runInWidthFor(lang);
    test(`KYC PDF (${lang}): the operator sees the document drawn on a canvas`, async ({
      page,
      browser,
    }, info) => {
      test.setTimeout(120_000);
      const player = newPlayer();
      await signUpByApi(page, player);
      const fullName = `Yamada ${player.displayName}`;
      const sent = await page.request.post(`/api${KYC_PATHS.kyc}`, {
        headers: { [CHANNEL_HEADER]: WEB_CHANNEL_CODE },
        data: {
          fullName,
          dateOfBirth: '1992-03-14',
          prefecture: '東京都',
          municipality: '渋谷区',
          address: '神宮前1-2-3',
          postCode: '150-0001',
          document: {
            fileName: 'id.pdf',
            contentType: 'application/pdf',
            data: (await idCard(fullName)).toString('base64'),
          },
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);

      const operatorContext = await browser.newContext({
        baseURL: info.project.use.baseURL,
        viewport: page.viewportSize(),
      });
      const console = await operatorContext.newPage();
      await consoleLanguage(console, lang);
      await operatorSignedIn(console, OPERATOR.email, OPERATOR.password);
      await console.goto('/operator/kyc');
      await consoleSettled(console);
      await console.getByText(fullName).first().click();
      await expect(console).toHaveURL(/\/operator\/kyc\/[0-9a-f-]{36}\/show/);
      await consoleSettled(console);
      const canvas = console.getByTestId('kyc-document-page');
      await expect(canvas).toHaveCount(1);
      await expect(canvas).toBeVisible();
      // Drawn, not blank: some pixel is not white.
      const inked = await canvas.evaluate((c: HTMLCanvasElement) => {
        const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 200) return true;
        return false;
      });
      expect(inked).toBe(true);
      await expect(console.locator('iframe, embed, object')).toHaveCount(0);
      await shot(console, info, `${lang}-console-kyc-pdf`);
      await expectAccessible(console);
      await operatorContext.close();
    });
  });
}
