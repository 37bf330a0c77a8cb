import { CorporatePackage, InboxStatus } from '@esthetics/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('corporate_inquiries')
export class CorporateInquiryEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() company_name: string;
  @Column() contact_name: string;
  @Column() email: string;
  @Column() phone: string;
  @Column({ type: 'varchar', nullable: true }) event_type: string | null;
  @Column({ type: 'int', nullable: true }) group_size: number | null;
  @Column({ type: 'varchar', nullable: true }) event_duration: string | null;
  @Column({ type: 'date', nullable: true }) preferred_date: string | null;
  @Column() package_type: string;
  @Column({ type: 'jsonb', nullable: true }) selected_package: CorporatePackage | null;
  @Column({ type: 'text', nullable: true }) special_requirements: string | null;
  @Column({ type: 'timestamptz', nullable: true }) submitted_at: Date | null;
  @Column({ type: 'varchar' }) status: InboxStatus;
  @Column({ type: 'timestamptz' }) created_at: Date;
}
