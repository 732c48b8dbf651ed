//! Messages built at compile time, so const assertions can print numbers and shape names.

/// A short string assembled in a `const` (at most 512 bytes; longer text is cut).
pub(crate) struct ConstStr {
    buf: [u8; 512],
    len: usize,
}

impl ConstStr {
    pub(crate) const fn new() -> Self {
        ConstStr {
            buf: [0; 512],
            len: 0,
        }
    }

    /// Appends `s`.
    pub(crate) const fn push(mut self, s: &str) -> Self {
        let bytes = s.as_bytes();
        let mut i = 0;
        while i < bytes.len() && self.len < self.buf.len() {
            self.buf[self.len] = bytes[i];
            self.len += 1;
            i += 1;
        }
        self
    }

    /// Appends `n` in decimal.
    pub(crate) const fn num(mut self, n: usize) -> Self {
        let mut digits = [0u8; 20];
        let mut count = 0;
        let mut rest = n;
        loop {
            digits[count] = b'0' + (rest % 10) as u8;
            count += 1;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        while count > 0 && self.len < self.buf.len() {
            count -= 1;
            self.buf[self.len] = digits[count];
            self.len += 1;
        }
        self
    }

    /// Appends a shape type as rustc prints it, from its dims' names: `(D<2>, One)`.
    pub(crate) const fn shape(self, names: &[&str]) -> Self {
        let mut out = self.push("(");
        let mut i = 0;
        while i < names.len() {
            if i > 0 {
                out = out.push(", ");
            }
            out = out.push(names[i]);
            i += 1;
        }
        if names.len() == 1 {
            out = out.push(",");
        }
        out.push(")")
    }

    /// Appends a list of numbers: `[2, 0, 1]`.
    pub(crate) const fn list(self, items: &[usize]) -> Self {
        let mut out = self.push("[");
        let mut i = 0;
        while i < items.len() {
            if i > 0 {
                out = out.push(", ");
            }
            out = out.num(items[i]);
            i += 1;
        }
        out.push("]")
    }

    /// Whether nothing was pushed.
    pub(crate) const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The text. Only ASCII is pushed in this crate, so cutting never splits a character.
    pub(crate) const fn as_str(&self) -> &str {
        let (used, _) = self.buf.split_at(self.len);
        match core::str::from_utf8(used) {
            Ok(s) => s,
            Err(_) => "",
        }
    }
}

/// Panics at its caller's line: the caller's constant is then the error's first span, and
/// the error is shorter than the `panic!` macro's (no "in this macro invocation" section).
#[track_caller]
pub(crate) const fn fail(message: &str) -> ! {
    panic!("{}", message)
}
