import nodemailer, { type Transporter } from 'nodemailer';
import type { MessageTransport, OutgoingMessage } from './transport';

export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

export class SmtpTransport implements MessageTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;
  constructor(private readonly options: SmtpOptions) {
    this.transporter = nodemailer.createTransport({
      host: options.host,
      port: options.port,
      secure: options.secure,
      auth: options.user ? { user: options.user, pass: options.password } : undefined,
    });
  }
  async send(message: OutgoingMessage) {
    await this.transporter.sendMail({ from: this.options.from, ...message });
  }
}
