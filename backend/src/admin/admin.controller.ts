import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorDto } from '../common/dto/error.dto';
import { AdminService } from './admin.service';
import { AdminLoginBodyDto, AdminSessionDto } from './dto/admin.dto';

@ApiTags('admin')
@Controller('admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Log the administrator in' })
  @ApiBody({ type: AdminLoginBodyDto })
  @ApiOkResponse({ type: AdminSessionDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Invalid admin credentials' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  adminLogin(@Body() body: AdminLoginBodyDto, @Ip() ip: string): Promise<AdminSessionDto> {
    return this.admin.login(body, ip);
  }
}
