import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CorporateInquiryEntity } from './adapters/corporate-inquiry.entity';
import { TypeormCorporateInquiryRepository } from './adapters/typeorm-corporate-inquiry.repository';
import { CorporateController } from './corporate.controller';
import { CorporateService } from './corporate.service';
import { CorporateInquiryRepository } from './ports/corporate-inquiry-repository.port';

/** Corporate event inquiries; the admin inbox reads them through the CorporateInquiryRepository port. */
@Module({
  imports: [TypeOrmModule.forFeature([CorporateInquiryEntity])],
  controllers: [CorporateController],
  providers: [
    CorporateService,
    { provide: CorporateInquiryRepository, useClass: TypeormCorporateInquiryRepository },
  ],
  exports: [CorporateInquiryRepository],
})
export class CorporateModule {}
