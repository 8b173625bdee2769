import { Controller, Get, Req, Res, type Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { Request, Response } from 'express';
import { Public } from '../auth/access';
import { DOCS_PAGE_CSP, renderDocsPage } from './docs-page';
import { type OpenApiDocument, buildOpenApi } from './openapi';

/**
 * The API's own description, open to everyone: the OpenAPI 3.1 document (generated from the
 * controllers that are registered, so it always matches them) and the same rendered as a page.
 * Both answer the document itself, not the { code, data } envelope.
 */
@Controller('docs')
export class DocsController {
  private document?: OpenApiDocument;
  private page?: string;

  constructor(private readonly modules: ModulesContainer) {}

  private openApi(): OpenApiDocument {
    if (!this.document) {
      const controllers = new Set(
        [...this.modules.values()].flatMap((m) =>
          [...m.controllers.values()].map((wrapper) => wrapper.metatype as Type),
        ),
      );
      this.document = buildOpenApi([...controllers]);
    }
    return this.document;
  }

  /** The rendered page for a browser; the OpenAPI document for a client that does not ask for HTML. */
  @Get()
  @Public()
  docs(@Req() req: Request, @Res() res: Response): void {
    if (req.accepts(['json', 'html']) !== 'html') {
      res.json(this.openApi());
      return;
    }
    this.page ??= renderDocsPage(this.openApi());
    res.setHeader('Content-Security-Policy', DOCS_PAGE_CSP);
    res.type('html').send(this.page);
  }

  @Get('openapi.json')
  @Public()
  openApiJson(@Res() res: Response): void {
    res.json(this.openApi());
  }
}
