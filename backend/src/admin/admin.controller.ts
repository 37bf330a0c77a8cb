import { Body, Controller, Ip } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { LoginEndpoint } from '../auth/login-endpoint';
import { AdminService } from './admin.service';
import { AdminLoginBodyDto, AdminSessionDto } from './dto/admin.dto';

@ApiTags('admin')
@Controller('admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @LoginEndpoint({
    summary: 'Log the administrator in',
    body: AdminLoginBodyDto,
    session: AdminSessionDto,
    unauthorized: 'Invalid admin credentials',
  })
  adminLogin(@Body() body: AdminLoginBodyDto, @Ip() ip: string): Promise<AdminSessionDto> {
    return this.admin.login(body, ip);
  }
}
