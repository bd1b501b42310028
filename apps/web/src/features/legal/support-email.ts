/** Where members write to the people who run the site: questions, requests, partnerships. */
export const SUPPORT_EMAIL = 'help@daengnyang.kr';
