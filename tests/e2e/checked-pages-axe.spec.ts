import { LOCALES, languageOfPath } from "../../core/i18n/languages";
import { CHECKED_PAGES } from "../helpers/checked-pages";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * axe on every page issue 24 names, in English and French, at both widths: the same list the Nu HTML
 * Checker reads (tests/integration/html-validity.integration.test.ts). Other journeys run axe on
 * these pages in some of their states; this one makes sure none of them is left out.
 */
test.describe("the pages of issue 24", () => {
  for (const { path, status } of CHECKED_PAGES) {
    test(`${path} passes axe`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await expect(page.locator("html")).toHaveAttribute("lang", LOCALES[languageOfPath(path)]);
      await expectNoAxeViolations(page);
    });
  }
});
