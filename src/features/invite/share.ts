/**
 * Where an invitation goes when the phone has no share sheet: WhatsApp and Telegram's own share
 * addresses, plain links that open the app (or its web page) with the message written; nothing is fetched.
 */
export const shareLinks = (message: string, link: string) => ({
  whatsapp: `https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`,
  telegram: `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(message)}`,
})
