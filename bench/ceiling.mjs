/* global process, console -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
/**
 * The ceiling: a bare NestJS app (the same @nestjs/core and platform-express as the backend) whose one
 * route answers a constant JSON. Run as a child process by bench/run.mjs; prints its URL once listening.
 */
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

class ConstantController {
  constant() {
    return { status: 'ok' };
  }
}
Controller()(ConstantController);
Get('constant')(
  ConstantController.prototype,
  'constant',
  Object.getOwnPropertyDescriptor(ConstantController.prototype, 'constant'),
);

class CeilingModule {}
Module({ controllers: [ConstantController] })(CeilingModule);

const app = await NestFactory.create(CeilingModule, { logger: ['error'] });
app.setGlobalPrefix('api');
await app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
console.log(`${await app.getUrl()}/api/constant`.replace('[::1]', '127.0.0.1'));
