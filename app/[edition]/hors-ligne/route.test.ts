describe("the offline page's route in an edition", () => {
  it('answers the page in the edition of its param', async () => {
    const { GET } = await import('./route');
    const html = await (await GET(new Request('http://localhost/en/hors-ligne'), { params: Promise.resolve({ edition: 'en' }) })).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('You are offline');
  });
});
