import { Controller, Get, Module } from '@nestjs/common';
import { APP_INTERCEPTOR, NestFactory } from '@nestjs/core';
import { inLocale, requestLocale, RequestLocaleInterceptor } from './request-locale';

@Controller()
class EchoController {
  /** Answers the language after an await, as a command handler deep in a request would read it. */
  @Get('locale')
  async locale() {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { locale: requestLocale() };
  }
}

@Module({
  controllers: [EchoController],
  providers: [{ provide: APP_INTERCEPTOR, useClass: RequestLocaleInterceptor }],
})
class EchoModule {}

describe('the request language for code far from the request', () => {
  it('is the default outside a request and the given one inside inLocale', async () => {
    expect(requestLocale()).toBe('cn');
    expect(
      await inLocale('en', async () => {
        await Promise.resolve();
        return requestLocale();
      }),
    ).toBe('en');
  });

  it("is each request's own language inside its handler, even with requests in flight together", async () => {
    const app = await NestFactory.create(EchoModule, { logger: false });
    await app.listen(0, '127.0.0.1');
    try {
      const url = await app.getUrl();
      const ask = async (headers: Record<string, string>) =>
        ((await (await fetch(`${url}/locale`, { headers })).json()) as { locale: string }).locale;
      const answers = await Promise.all([
        ask({ Locale: 'en' }),
        ask({ Locale: 'cn' }),
        ask({ 'Accept-Language': 'en-US,en;q=0.9' }),
        ask({}),
      ]);
      expect(answers).toEqual(['en', 'cn', 'en', 'cn']);
    } finally {
      await app.close();
    }
  });
});
