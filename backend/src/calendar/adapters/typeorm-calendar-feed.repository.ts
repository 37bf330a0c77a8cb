import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CalendarFeedRepository } from '../ports/calendar-feed-repository.port';

const newToken = () => randomBytes(32).toString('base64url');

@Injectable()
export class TypeormCalendarFeedRepository extends CalendarFeedRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async token(now: Date): Promise<string> {
    await this.db.query(
      `INSERT INTO calendar_feeds (id, token, rotated_at) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING`,
      [newToken(), now],
    );
    const [row]: { token: string }[] = await this.db.query(
      `SELECT token FROM calendar_feeds WHERE id = 1`,
    );
    return row.token;
  }

  async rotate(now: Date): Promise<string> {
    const token = newToken();
    await this.db.query(
      `INSERT INTO calendar_feeds (id, token, rotated_at) VALUES (1, $1, $2)
       ON CONFLICT (id) DO UPDATE SET token = EXCLUDED.token, rotated_at = EXCLUDED.rotated_at`,
      [token, now],
    );
    return token;
  }
}
