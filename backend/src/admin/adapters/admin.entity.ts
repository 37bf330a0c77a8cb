import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('admins')
export class AdminEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() username: string;
  @Column() password_hash: string;
  @Column({ type: 'timestamptz' }) created_at: Date;
}
