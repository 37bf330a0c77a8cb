import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('clients')
export class ClientEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() first_name: string;
  @Column() last_name: string;
  @Column() email: string;
  @Column() phone: string;
  @Column({ type: 'date', nullable: true }) date_of_birth: string | null;
  @Column({ type: 'varchar', nullable: true }) emergency_contact_name: string | null;
  @Column({ type: 'varchar', nullable: true }) emergency_contact_phone: string | null;
  @Column({ type: 'timestamptz' }) created_at: Date;
  @Column({ type: 'timestamptz' }) updated_at: Date;
  @Column({ type: 'timestamptz', nullable: true }) email_verified_at: Date | null;
}
