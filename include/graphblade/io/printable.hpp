// printable: text quoted from a file or an argument into an error message,
// with control bytes escaped and long text clipped, so that the message stays
// one clean line (a CRLF file's '\r', a NUL byte, an escape sequence).
#pragma once
#include <cstddef>
#include <string>

namespace graphblade::io {

/// [p, e) for an error message: at most `max` bytes, a control byte (CR, NUL,
/// ESC...) or DEL written as \r, \t, \xNN so a message stays one clean line.
inline std::string printable(const char* p, const char* e, std::size_t max = 80) {
  std::string s;
  const char* stop = std::size_t(e - p) > max ? p + max : e;
  for (; p < stop; ++p) {
    const unsigned char c = static_cast<unsigned char>(*p);
    if (c == '\r') {
      s += "\\r";
    } else if (c == '\t') {
      s += "\\t";
    } else if (c < 0x20 || c == 0x7f) {
      const char hex[] = "0123456789abcdef";
      s += "\\x";
      s += hex[c >> 4];
      s += hex[c & 15];
    } else {
      s += char(c);
    }
  }
  if (stop < e) s += "...";
  return s;
}
/// Same for a whole string.
inline std::string printable(const std::string& s, std::size_t max = 80) {
  return printable(s.data(), s.data() + s.size(), max);
}

}  // namespace graphblade::io
