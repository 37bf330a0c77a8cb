import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, SignedIn } from '../auth/guards';
import type { Principal } from '../auth/token.service';
import { catalogActor } from './catalog-actor';
import { CatalogEditsService } from './catalog-edits.service';
import { MenuList, MenuListRoute as Route } from './catalog-list-routes';
import {
  AddOnBodyDto,
  AddOnChangeBodyDto,
  MenuOrderBodyDto,
  PackageBodyDto,
  PackageChangeBodyDto,
  ServiceBodyDto,
  ServiceChangeBodyDto,
} from './dto/catalog-bodies.dto';
import {
  AdminAddOnAnswerDto,
  AdminAddOnsAnswerDto,
  AdminPackageAnswerDto,
  AdminPackagesAnswerDto,
  AdminServiceAnswerDto,
  AdminServicesAnswerDto,
} from './dto/catalog-items.dto';

const SERVICES: MenuList = {
  one: 'a service',
  many: 'services',
  example: 'classic-european-facial',
  body: ServiceBodyDto,
  changeBody: ServiceChangeBodyDto,
  answer: AdminServiceAnswerDto,
  listAnswer: AdminServicesAnswerDto,
};

const ADD_ONS: MenuList = {
  one: 'an add-on',
  many: 'add-ons',
  example: 'led-light-therapy',
  body: AddOnBodyDto,
  changeBody: AddOnChangeBodyDto,
  answer: AdminAddOnAnswerDto,
  listAnswer: AdminAddOnsAnswerDto,
};

const PACKAGES: MenuList = {
  one: 'a package',
  many: 'packages',
  example: 'facial-trio',
  body: PackageBodyDto,
  changeBody: PackageChangeBodyDto,
  answer: AdminPackageAnswerDto,
  listAnswer: AdminPackagesAnswerDto,
};

/** The owner's services: add, change (hide, show), reorder, remove. */
@ApiTags('admin')
@Controller('admin/catalog/services')
@AdminOnly()
export class CatalogServicesController {
  constructor(private readonly edits: CatalogEditsService) {}

  @Route.create(SERVICES)
  async createService(
    @Body() body: ServiceBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminServiceAnswerDto> {
    return {
      status: 'success',
      service: await this.edits.create('service', body, catalogActor(who)),
    };
  }

  @Route.order(SERVICES)
  async orderServices(
    @Body() body: MenuOrderBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminServicesAnswerDto> {
    return {
      status: 'success',
      services: await this.edits.reorder('service', body, catalogActor(who)),
    };
  }

  @Route.update(SERVICES)
  async updateService(
    @Param('id') id: string,
    @Body() body: ServiceChangeBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminServiceAnswerDto> {
    return {
      status: 'success',
      service: await this.edits.update('service', id, body, catalogActor(who)),
    };
  }

  @Route.remove(SERVICES)
  deleteService(@Param('id') id: string, @SignedIn() who: Principal): Promise<void> {
    return this.edits.remove('service', id, catalogActor(who));
  }
}

/** The owner's add-ons: add, change (hide, show), reorder, remove. */
@ApiTags('admin')
@Controller('admin/catalog/add-ons')
@AdminOnly()
export class CatalogAddOnsController {
  constructor(private readonly edits: CatalogEditsService) {}

  @Route.create(ADD_ONS)
  async createAddOn(
    @Body() body: AddOnBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminAddOnAnswerDto> {
    return {
      status: 'success',
      add_on: await this.edits.create('add_on', body, catalogActor(who)),
    };
  }

  @Route.order(ADD_ONS)
  async orderAddOns(
    @Body() body: MenuOrderBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminAddOnsAnswerDto> {
    return {
      status: 'success',
      add_ons: await this.edits.reorder('add_on', body, catalogActor(who)),
    };
  }

  @Route.update(ADD_ONS)
  async updateAddOn(
    @Param('id') id: string,
    @Body() body: AddOnChangeBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminAddOnAnswerDto> {
    return {
      status: 'success',
      add_on: await this.edits.update('add_on', id, body, catalogActor(who)),
    };
  }

  @Route.remove(ADD_ONS)
  deleteAddOn(@Param('id') id: string, @SignedIn() who: Principal): Promise<void> {
    return this.edits.remove('add_on', id, catalogActor(who));
  }
}

/** The owner's package deals: add, change (hide, show), reorder, remove. */
@ApiTags('admin')
@Controller('admin/catalog/packages')
@AdminOnly()
export class CatalogPackagesController {
  constructor(private readonly edits: CatalogEditsService) {}

  @Route.create(PACKAGES)
  async createPackage(
    @Body() body: PackageBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminPackageAnswerDto> {
    return {
      status: 'success',
      package: await this.edits.create('package', body, catalogActor(who)),
    };
  }

  @Route.order(PACKAGES)
  async orderPackages(
    @Body() body: MenuOrderBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminPackagesAnswerDto> {
    return {
      status: 'success',
      packages: await this.edits.reorder('package', body, catalogActor(who)),
    };
  }

  @Route.update(PACKAGES)
  async updatePackage(
    @Param('id') id: string,
    @Body() body: PackageChangeBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminPackageAnswerDto> {
    return {
      status: 'success',
      package: await this.edits.update('package', id, body, catalogActor(who)),
    };
  }

  @Route.remove(PACKAGES)
  deletePackage(@Param('id') id: string, @SignedIn() who: Principal): Promise<void> {
    return this.edits.remove('package', id, catalogActor(who));
  }
}
