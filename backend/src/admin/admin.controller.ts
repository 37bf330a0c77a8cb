import { Body, Controller, Headers, Ip, Post, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, SignedIn } from '../auth/guards';
import { LoginEndpoint } from '../auth/login-endpoint';
import { Principal } from '../auth/token.service';
import { ipPrefix } from '../auth/ip-prefix';
import { ApiRefusals, NoContent } from '../common/api-responses';
import { AdminAccountService } from './admin-account.service';
import { AdminService } from './admin.service';
import {
  AdminLoginBodyDto,
  AdminPasswordBodyDto,
  AdminPasswordChangedDto,
  AdminSessionDto,
} from './dto/admin.dto';

/** What a session keeps of the browser's User-Agent. */
const USER_AGENT_MAX = 300;

@ApiTags('admin')
@Controller('admin')
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly account: AdminAccountService,
  ) {}

  @LoginEndpoint({
    summary: 'Log the administrator in (opens a session on the server that the token names)',
    body: AdminLoginBodyDto,
    session: AdminSessionDto,
    unauthorized: 'Invalid admin credentials',
  })
  adminLogin(
    @Body() body: AdminLoginBodyDto,
    @Ip() ip: string,
    @Headers('user-agent') userAgent: string | undefined,
  ): Promise<AdminSessionDto> {
    return this.admin.login(body, ip, {
      userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null,
      ipPrefix: ipPrefix(ip),
    });
  }

  @Post('logout')
  @NoContent('The session has ended')
  @AdminOnly()
  @ApiOperation({ summary: "End the calling admin's session: its token is refused from then on" })
  adminLogout(@SignedIn() caller: Principal): Promise<void> {
    return this.account.logout(caller);
  }

  @Put('password')
  @AdminOnly()
  @ApiOperation({
    summary: "Change the admin's password; every other session ends, the caller's stays",
    description:
      'Checks the current password (throttled as a login is) and stores the new one as an argon2id hash.',
  })
  @ApiBody({ type: AdminPasswordBodyDto })
  @ApiOkResponse({ type: AdminPasswordChangedDto })
  @ApiRefusals({
    400: 'A field missing, a new password too short, too long or equal to the current one, or a wrong current password',
    429: 'Too many attempts',
  })
  changeAdminPassword(
    @SignedIn() caller: Principal,
    @Body() body: AdminPasswordBodyDto,
    @Ip() ip: string,
  ): Promise<AdminPasswordChangedDto> {
    return this.account.changePassword(caller, body, ip);
  }
}
