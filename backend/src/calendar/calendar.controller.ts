import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly, ClientOwnerOrAdmin } from '../auth/guards';
import { ApiRefusals, PostOk } from '../common/api-responses';
import { CalendarService } from './calendar.service';
import { UuidParam } from '../common/uuid-param';

export class CalendarFeedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ description: 'Private iCalendar feed of all active appointments' })
  feed_url: string;
  @ApiProperty({ description: 'The same feed as a webcal:// link (Apple Calendar)' })
  webcal_url: string;
  @ApiProperty({ type: [String] }) instructions: string[];
}

/**
 * The iCalendar answer, documented on its own status: an error is the API's JSON error, not a
 * calendar (the whole operation producing text/calendar would say otherwise).
 */
const ICS_ANSWER = {
  description: 'An iCalendar file',
  content: { 'text/calendar': { schema: { type: 'string' as const } } },
};

const sendIcs = (res: Response, ics: string, filename: string) => {
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  res.setHeader('Content-Disposition', `inline; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.send(ics);
};

/** The owner's private feed: its address (and a new one), and the feed itself. */
@ApiTags('calendar')
@Controller('calendar')
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @Get('auth')
  @AdminOnly()
  @ApiOperation({ summary: "Connect a calendar: the admin's private feed URL, with instructions" })
  @ApiOkResponse({ type: CalendarFeedDto })
  getCalendarAuth(): Promise<CalendarFeedDto> {
    return this.calendar.feedInfo();
  }

  @PostOk('rotate', { answer: CalendarFeedDto })
  @AdminOnly()
  @ApiOperation({ summary: 'Replace the feed URL; the old one stops working' })
  rotateCalendarFeed(): Promise<CalendarFeedDto> {
    return this.calendar.rotateFeed();
  }

  @Get('feed/:token')
  @ApiOperation({
    summary: 'The iCalendar feed (subscribe from Google, Apple or Outlook calendars)',
  })
  @ApiOkResponse(ICS_ANSWER)
  @ApiRefusals({ 404: 'Wrong or rotated token (JSON)' })
  async getCalendarFeed(@Param('token') token: string, @Res() res: Response): Promise<void> {
    sendIcs(res, await this.calendar.feed(token), 'appointments.ics');
  }
}

/** One of a client's appointments as a calendar file, beside the client's list of them. */
@ApiTags('calendar')
@Controller('clients/:id/appointments/:appointmentId/ics')
export class AppointmentIcsController {
  constructor(private readonly calendar: CalendarService) {}

  @Get()
  @ClientOwnerOrAdmin()
  @ApiOperation({ summary: "Download one of the client's appointments as .ics" })
  @ApiOkResponse(ICS_ANSWER)
  @ApiRefusals({ 404: 'No such appointment of this client (JSON)' })
  async getAppointmentIcs(
    @UuidParam() id: string,
    @UuidParam('appointmentId') appointmentId: string,
    @Res() res: Response,
  ): Promise<void> {
    sendIcs(
      res,
      await this.calendar.clientAppointment(id, appointmentId),
      `appointment-${appointmentId}.ics`,
    );
  }
}
