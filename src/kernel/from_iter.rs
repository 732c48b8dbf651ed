//! A new buffer filled, in order, from an iterator: the one copy that brings outside data
//! (file bytes, another library's array, random samples) into a tensor's storage.
// Used only by the optional integrations; its own tests run with every feature set.
#![cfg_attr(
    not(any(feature = "rand", feature = "safetensors", feature = "ndarray")),
    allow(dead_code)
)]

use super::alloc::filled_buffer;
use super::buffer::Buffer;
use crate::error::AllocError;

/// A new buffer of `len` elements, the first `len` items of `items` in order, written straight
/// into the shared allocation (no intermediate `Vec`).
///
/// Exactly `len` items are taken, so a random-number stream advances by `len` samples and no
/// more; none when the buffer cannot be allocated, which is an `Err`. Panics if `items` ends
/// early; the memory is then freed (by `Buffer::filled`'s guard) and the items already
/// written are leaked, never dropped uninitialized.
pub(crate) fn buffer_from_iter<T>(
    len: usize,
    items: impl IntoIterator<Item = T>,
) -> Result<Buffer<T>, AllocError> {
    let mut items = items.into_iter();
    filled_buffer(len, |slots| {
        // `filled_buffer` needs every slot written: each one gets an item, or we panic.
        for (written, slot) in slots.iter_mut().enumerate() {
            match items.next() {
                Some(item) => {
                    slot.write(item);
                }
                None => panic!("buffer_from_iter: the items ended after {written} of {len}"),
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::buffer_from_iter;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    #[test]
    fn takes_exactly_len_items_in_order() {
        let mut source = 10..100u32;
        let buffer = buffer_from_iter(5, &mut source).unwrap();
        assert_eq!(&*buffer, [10, 11, 12, 13, 14]);
        assert_eq!(source.next(), Some(15), "no item past `len` is drawn");
    }

    #[test]
    fn empty_and_zero_sized() {
        let empty = buffer_from_iter::<f64>(0, core::iter::empty()).unwrap();
        assert!(empty.is_empty());
        let units = buffer_from_iter(1000, core::iter::repeat(())).unwrap();
        assert_eq!(units.len(), 1000);
    }

    #[test]
    fn large_buffers_hold_every_item() {
        // Above the huge-page threshold (4 MiB of u64), so the advised path is taken too.
        let n = (5 << 20) / 8;
        let buffer = buffer_from_iter(n, (0..n as u64).map(|i| i * 7)).unwrap();
        assert_eq!(buffer.len(), n);
        assert!(buffer.iter().enumerate().all(|(i, &v)| v == i as u64 * 7));
    }

    #[test]
    fn short_items_panic_and_leak_only_what_was_written() {
        struct Counted(Arc<AtomicUsize>);
        impl Drop for Counted {
            fn drop(&mut self) {
                self.0.fetch_add(1, Ordering::SeqCst);
            }
        }
        let drops = Arc::new(AtomicUsize::new(0));
        let items = (0..3)
            .map(|_| Counted(Arc::clone(&drops)))
            .collect::<Vec<_>>();
        let result = std::panic::catch_unwind(move || buffer_from_iter(8, items).unwrap());
        let message = result.err().and_then(|e| e.downcast::<String>().ok());
        assert_eq!(
            message.as_deref().map(String::as_str),
            Some("buffer_from_iter: the items ended after 3 of 8")
        );
        // The three written items are leaked (the buffer never knew which slots were
        // written), none dropped twice or uninitialized.
        assert_eq!(drops.load(Ordering::SeqCst), 0);
        assert_eq!(Arc::strong_count(&drops), 4);
    }
}
