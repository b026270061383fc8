import { HttpStatus, type INestApplication, RequestMethod, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { ApiResponse, DECORATORS, DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE } from './common/session-cookie.js';

/** What the swagger CLI plugin wrote at build time (src/metadata.ts): per controller, each method's response type. */
type PluginMetadata = {
  '@nestjs/swagger': {
    controllers: [
      Promise<Record<string, Type>>,
      Record<string, Record<string, { type?: unknown; status?: number }>>,
    ][];
  };
};

const successStatus = (handler: object): number =>
  Reflect.getMetadata(HTTP_CODE_METADATA, handler) ??
  (Reflect.getMetadata(METHOD_METADATA, handler) === RequestMethod.POST ? HttpStatus.CREATED : HttpStatus.OK);

/**
 * Loads what the swagger CLI plugin derived from the DTOs at build time. With the SWC builder,
 * @nestjs/swagger applies a method's success response from that metadata only when the method
 * declares no response at all; ours declare their error responses (401, 409 ...), so the success
 * one is declared here, from the same metadata, where it is missing. Only public API is used
 * (`DECORATORS`, `ApiResponse`) and our own generated file; openapi.spec.ts pins the result.
 */
async function loadPluginMetadata(): Promise<void> {
  const { default: load } = await import('./metadata.js');
  const metadata = (await load()) as unknown as PluginMetadata;
  await SwaggerModule.loadPluginMetadata(load);
  for (const [file, controllers] of metadata['@nestjs/swagger'].controllers) {
    const exports = await file;
    for (const [name, methods] of Object.entries(controllers)) {
      const prototype = exports[name]!.prototype as Record<string, object>;
      for (const [method, { type, status }] of Object.entries(methods)) {
        const handler = prototype[method];
        if (!handler || type === undefined) continue;
        const code = status ?? successStatus(handler);
        const declared = Reflect.getMetadata(DECORATORS.API_RESPONSE, handler) as
          Record<string, unknown> | undefined;
        if (declared?.[code]) continue;
        ApiResponse({ status: code, type: type as Type, description: '' })(
          prototype,
          method,
          Object.getOwnPropertyDescriptor(prototype, method)!,
        );
      }
    }
  }
}

const documentConfig = () =>
  new DocumentBuilder()
    .setTitle('Ghostline API')
    .setDescription('The API behind Ghostline: the public site, the admin back office and the client portal.')
    .setVersion('1.0')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE })
    .build();

/** operationId = the controller method's name, so hooks read well. */
const documentOptions = { operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey };

/** The API's OpenAPI document. */
export async function createOpenApiDocument(app: INestApplication): Promise<OpenAPIObject> {
  await loadPluginMetadata();
  return SwaggerModule.createDocument(app, documentConfig(), documentOptions);
}

/**
 * Swagger UI at /api/docs and the document at /api/docs-json. The document is made on the first
 * request for it, not at the start: scanning every controller took about half a second of CPU, on
 * every start (each test app's too, about a hundred a backend run) for a page few ever open.
 */
export async function setupOpenApi(app: INestApplication): Promise<void> {
  await loadPluginMetadata();
  SwaggerModule.setup(
    'api/docs',
    app,
    () => SwaggerModule.createDocument(app, documentConfig(), documentOptions),
    {
      jsonDocumentUrl: 'api/docs-json',
      customSiteTitle: 'Ghostline API',
    },
  );
}
