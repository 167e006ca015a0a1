// next/root-params in Jest (jest.config.mjs maps it here): Next gives it only inside a page's render, so a test says
// which edition the page being rendered has.
let testEdition: string | undefined;

export function setTestEdition(edition: string | undefined): void {
  testEdition = edition;
}

export async function edition(): Promise<string | undefined> {
  return testEdition;
}
