export const sessionExpired = 'आपका सेशन खत्म हो गया है। कृपया फिर से साइन इन करें।';
