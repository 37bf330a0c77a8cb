import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Admin, AdminRepository } from '../ports/admin.port';
import { AdminEntity } from './admin.entity';

@Injectable()
export class TypeormAdminRepository extends AdminRepository {
  constructor(@InjectRepository(AdminEntity) private readonly rows: Repository<AdminEntity>) {
    super();
  }

  findByUsername(username: string): Promise<Admin | null> {
    return this.rows.findOneBy({ username });
  }

  count(): Promise<number> {
    return this.rows.count();
  }

  async createIfAbsent(username: string, passwordHash: string, now: Date): Promise<boolean> {
    const result = await this.rows
      .createQueryBuilder()
      .insert()
      .values({ username, password_hash: passwordHash, created_at: now })
      .orIgnore()
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  async replacePasswordHash(username: string, expected: string, next: string): Promise<boolean> {
    const result = await this.rows.update(
      { username, password_hash: expected },
      { password_hash: next },
    );
    return (result.affected ?? 0) > 0;
  }
}
