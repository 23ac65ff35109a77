export const loading = 'लोड हो रहा है';
export const retry = 'फिर से कोशिश करें';
export const signedOut = 'आप साइन आउट हो गए हैं।';
export const somethingWentWrong = 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।';
