import { InboxStatus } from '@esthetics/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('contact_messages')
export class ContactMessageEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() name: string;
  @Column() email: string;
  @Column() subject: string;
  @Column({ type: 'text' }) message: string;
  @Column({ type: 'varchar' }) status: InboxStatus;
  @Column({ type: 'timestamptz' }) created_at: Date;
}
