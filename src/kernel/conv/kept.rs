//! Working memory kept on each thread between convolutions, as the products keep their
//! packing buffers (`gemm::scratch`): a training step runs the same convolutions every step,
//! and making a thread's working memory anew (from the pool of recycled buffers, but filled
//! with zeros each time) showed as a tenth of a ResNet block's forward. A thread keeps at
//! most [`KEPT`] pieces, the most recently given back.

use core::any::Any;
use core::cell::RefCell;

/// The most pieces of working memory one thread keeps.
const KEPT: usize = 4;

std::thread_local! {
    static PIECES: RefCell<Vec<Box<dyn Any>>> = const { RefCell::new(Vec::new()) };
}

/// A piece of type `S` this thread kept for which `fits` holds, else `make()`'s.
pub(super) fn take_or<S: 'static, E>(
    fits: impl Fn(&S) -> bool,
    make: impl FnOnce() -> Result<S, E>,
) -> Result<S, E> {
    let found = PIECES.with(|pieces| {
        let mut pieces = pieces.borrow_mut();
        let at = pieces
            .iter()
            .position(|piece| piece.downcast_ref::<S>().is_some_and(&fits))?;
        pieces.remove(at).downcast::<S>().ok()
    });
    match found {
        Some(piece) => Ok(*piece),
        None => make(),
    }
}

/// Keeps `piece` on this thread for a later [`take_or`], dropping the oldest beyond
/// [`KEPT`].
pub(super) fn give_back<S: 'static>(piece: S) {
    PIECES.with(|pieces| {
        let mut pieces = pieces.borrow_mut();
        if pieces.len() == KEPT {
            pieces.remove(0);
        }
        pieces.push(Box::new(piece));
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_piece_that_fits_comes_back_and_others_are_made() {
        give_back(vec![1u8; 10]);
        let made = take_or(|v: &Vec<u8>| v.len() == 20, || Ok::<_, ()>(vec![2u8; 20]));
        assert_eq!(made, Ok(vec![2u8; 20]));
        let kept = take_or(|v: &Vec<u8>| v.len() == 10, || Ok::<_, ()>(vec![]));
        assert_eq!(kept, Ok(vec![1u8; 10]));
        // Taken: not there a second time.
        let again = take_or(|v: &Vec<u8>| v.len() == 10, || Ok::<_, ()>(vec![]));
        assert_eq!(again, Ok(vec![]));
        for i in 0..=KEPT {
            give_back(i);
        }
        // The oldest was dropped.
        assert_eq!(take_or(|&v: &usize| v == 0, || Ok::<_, ()>(99)), Ok(99));
        assert_eq!(
            take_or(|&v: &usize| v == KEPT, || Ok::<_, ()>(99)),
            Ok(KEPT)
        );
    }
}
