import { HttpStatus, type INestApplication, RequestMethod, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { ApiResponse, DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** @nestjs/swagger's own keys, which its package does not export. */
const API_RESPONSE_METADATA = 'swagger/apiResponse';
const METADATA_FACTORY_NAME = '_OPENAPI_METADATA_FACTORY';
import { SESSION_COOKIE } from './common/decorators/auth.decorators.js';

type PluginMethodMetadata = Record<string, { type?: unknown; status?: number }>;

/**
 * With the SWC builder the swagger plugin's metadata sets an operation's success response only
 * when the method declares no response at all; ours declare their error responses (401, 409 ...),
 * so the success one is added here from the same metadata, where it is missing.
 */
function addPluginSuccessResponses(app: INestApplication): void {
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const controller = metatype as Type & { [METADATA_FACTORY_NAME]?: () => PluginMethodMetadata };
      const methods = controller[METADATA_FACTORY_NAME]?.() ?? {};
      for (const [name, { type, status }] of Object.entries(methods)) {
        const handler = controller.prototype[name] as object | undefined;
        if (!handler || type === undefined) continue;
        const code =
          status ??
          Reflect.getMetadata(HTTP_CODE_METADATA, handler) ??
          (Reflect.getMetadata(METHOD_METADATA, handler) === RequestMethod.POST ? HttpStatus.CREATED : HttpStatus.OK);
        const declared = Reflect.getMetadata(API_RESPONSE_METADATA, handler) as Record<string, unknown> | undefined;
        if (declared?.[code]) continue;
        ApiResponse({ status: code, type: type as Type, description: '' })(
          controller.prototype,
          name,
          Object.getOwnPropertyDescriptor(controller.prototype, name)!,
        );
      }
    }
  }
}

/** Loads what the swagger CLI plugin derived from the DTOs at build time (src/metadata.ts). */
async function loadPluginMetadata(): Promise<void> {
  const { default: metadata } = await import('./metadata.js');
  await SwaggerModule.loadPluginMetadata(metadata);
}

/** The API's OpenAPI document: operationId = the controller method's name, so hooks read well. */
export async function createOpenApiDocument(app: INestApplication): Promise<OpenAPIObject> {
  await loadPluginMetadata();
  addPluginSuccessResponses(app);
  const config = new DocumentBuilder()
    .setTitle('Ghostline API')
    .setDescription('The API behind Ghostline: the public site, the admin back office and the client portal.')
    .setVersion('1.0')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE })
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
}

/** Swagger UI at /api/docs and the document at /api/docs-json. */
export async function setupOpenApi(app: INestApplication): Promise<void> {
  const document = await createOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Ghostline API',
  });
}
