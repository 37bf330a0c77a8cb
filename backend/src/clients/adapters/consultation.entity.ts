import { Column, Entity } from 'typeorm';

@Entity('consultations')
export class ConsultationEntity {
  @Column({ type: 'uuid', primary: true }) client_id: string;
  @Column({ type: 'jsonb' }) answers: Record<string, unknown>;
  @Column({ type: 'timestamptz' }) created_at: Date;
  @Column({ type: 'timestamptz' }) updated_at: Date;
}
