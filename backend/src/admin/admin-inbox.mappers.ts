/** The inbox's records as the console reads them: the contact and corporate modules' own mappers. */
export { toContactMessageDto } from '../contact/dto/contact-message.mapper';
export { toCorporateInquiryDto } from '../corporate/dto/corporate-inquiry.mapper';
