impl<const A: usize> CatRanks<(), A> for () where (): AxisOutOfRange<(), A> {}

impl<R0, const A: usize> CatRanks<(R0,), A> for () where (): CatRankMismatch<(), (R0,)> {}

impl<R0, R1, const A: usize> CatRanks<(R0, R1), A> for () where (): CatRankMismatch<(), (R0, R1)> {}

impl<R0, R1, R2, const A: usize> CatRanks<(R0, R1, R2), A> for () where (): CatRankMismatch<(), (R0, R1, R2)> {}

impl<R0, R1, R2, R3, const A: usize> CatRanks<(R0, R1, R2, R3), A> for () where (): CatRankMismatch<(), (R0, R1, R2, R3)> {}

impl<R0, R1, R2, R3, R4, const A: usize> CatRanks<(R0, R1, R2, R3, R4), A> for () where (): CatRankMismatch<(), (R0, R1, R2, R3, R4)> {}

impl<R0, R1, R2, R3, R4, R5, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5), A> for () where (): CatRankMismatch<(), (R0, R1, R2, R3, R4, R5)> {}

impl<R0, R1, R2, R3, R4, R5, R6, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5, R6), A> for () where (): CatRankMismatch<(), (R0, R1, R2, R3, R4, R5, R6)> {}

impl<R0, R1, R2, R3, R4, R5, R6, R7, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), A> for () where (): CatRankMismatch<(), (R0, R1, R2, R3, R4, R5, R6, R7)> {}

impl<L0, R0> CatRanks<(R0,), 0> for (L0,) where  {}

impl<L0, R0> CatRanks<(R0,), { usize::MAX }> for (L0,) where  {}

impl<L0, const A: usize> CatRanks<(), A> for (L0,) where (): CatRankMismatch<(L0,), ()> {}

impl<L0, R0, R1, const A: usize> CatRanks<(R0, R1), A> for (L0,) where (): CatRankMismatch<(L0,), (R0, R1)> {}

impl<L0, R0, R1, R2, const A: usize> CatRanks<(R0, R1, R2), A> for (L0,) where (): CatRankMismatch<(L0,), (R0, R1, R2)> {}

impl<L0, R0, R1, R2, R3, const A: usize> CatRanks<(R0, R1, R2, R3), A> for (L0,) where (): CatRankMismatch<(L0,), (R0, R1, R2, R3)> {}

impl<L0, R0, R1, R2, R3, R4, const A: usize> CatRanks<(R0, R1, R2, R3, R4), A> for (L0,) where (): CatRankMismatch<(L0,), (R0, R1, R2, R3, R4)> {}

impl<L0, R0, R1, R2, R3, R4, R5, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5), A> for (L0,) where (): CatRankMismatch<(L0,), (R0, R1, R2, R3, R4, R5)> {}

impl<L0, R0, R1, R2, R3, R4, R5, R6, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5, R6), A> for (L0,) where (): CatRankMismatch<(L0,), (R0, R1, R2, R3, R4, R5, R6)> {}

impl<L0, R0, R1, R2, R3, R4, R5, R6, R7, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), A> for (L0,) where (): CatRankMismatch<(L0,), (R0, R1, R2, R3, R4, R5, R6, R7)> {}

impl<L0, R0> CatRanks<(R0,), 1> for (L0,) where (): AxisOutOfRange<(L0,), 1> {}

impl<L0, R0> CatRanks<(R0,), 2> for (L0,) where (): AxisOutOfRange<(L0,), 2> {}

impl<L0, R0> CatRanks<(R0,), 3> for (L0,) where (): AxisOutOfRange<(L0,), 3> {}

impl<L0, R0> CatRanks<(R0,), 4> for (L0,) where (): AxisOutOfRange<(L0,), 4> {}

impl<L0, R0> CatRanks<(R0,), 5> for (L0,) where (): AxisOutOfRange<(L0,), 5> {}

impl<L0, R0> CatRanks<(R0,), 6> for (L0,) where (): AxisOutOfRange<(L0,), 6> {}

impl<L0, R0> CatRanks<(R0,), 7> for (L0,) where (): AxisOutOfRange<(L0,), 7> {}

impl<L0, R0> CatRanks<(R0,), 8> for (L0,) where (): AxisOutOfRange<(L0,), 8> {}

impl<L0, R0> CatRanks<(R0,), 9> for (L0,) where (): AxisOutOfRange<(L0,), 9> {}

impl<L0, L1, R0, R1> CatRanks<(R0, R1), 0> for (L0, L1) where (L1, R1): CatDims<L1, R1, (L0, L1), (R0, R1), 1, 0> {}

impl<L0, L1, R0, R1> CatRanks<(R0, R1), 1> for (L0, L1) where (L0, R0): CatDims<L0, R0, (L0, L1), (R0, R1), 0, 1> {}

impl<L0, L1, R0, R1> CatRanks<(R0, R1), { usize::MAX }> for (L0, L1) where (L0, R0): CatDims<L0, R0, (L0, L1), (R0, R1), 0, 1> {}

impl<L0, L1, const A: usize> CatRanks<(), A> for (L0, L1) where (): CatRankMismatch<(L0, L1), ()> {}

impl<L0, L1, R0, const A: usize> CatRanks<(R0,), A> for (L0, L1) where (): CatRankMismatch<(L0, L1), (R0,)> {}

impl<L0, L1, R0, R1, R2, const A: usize> CatRanks<(R0, R1, R2), A> for (L0, L1) where (): CatRankMismatch<(L0, L1), (R0, R1, R2)> {}

impl<L0, L1, R0, R1, R2, R3, const A: usize> CatRanks<(R0, R1, R2, R3), A> for (L0, L1) where (): CatRankMismatch<(L0, L1), (R0, R1, R2, R3)> {}

impl<L0, L1, R0, R1, R2, R3, R4, const A: usize> CatRanks<(R0, R1, R2, R3, R4), A> for (L0, L1) where (): CatRankMismatch<(L0, L1), (R0, R1, R2, R3, R4)> {}

impl<L0, L1, R0, R1, R2, R3, R4, R5, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5), A> for (L0, L1) where (): CatRankMismatch<(L0, L1), (R0, R1, R2, R3, R4, R5)> {}

impl<L0, L1, R0, R1, R2, R3, R4, R5, R6, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5, R6), A> for (L0, L1) where (): CatRankMismatch<(L0, L1), (R0, R1, R2, R3, R4, R5, R6)> {}

impl<L0, L1, R0, R1, R2, R3, R4, R5, R6, R7, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), A> for (L0, L1) where (): CatRankMismatch<(L0, L1), (R0, R1, R2, R3, R4, R5, R6, R7)> {}

impl<L0, L1, R0, R1> CatRanks<(R0, R1), 2> for (L0, L1) where (): AxisOutOfRange<(L0, L1), 2> {}

impl<L0, L1, R0, R1> CatRanks<(R0, R1), 3> for (L0, L1) where (): AxisOutOfRange<(L0, L1), 3> {}

impl<L0, L1, R0, R1> CatRanks<(R0, R1), 4> for (L0, L1) where (): AxisOutOfRange<(L0, L1), 4> {}

impl<L0, L1, R0, R1> CatRanks<(R0, R1), 5> for (L0, L1) where (): AxisOutOfRange<(L0, L1), 5> {}

impl<L0, L1, R0, R1> CatRanks<(R0, R1), 6> for (L0, L1) where (): AxisOutOfRange<(L0, L1), 6> {}

impl<L0, L1, R0, R1> CatRanks<(R0, R1), 7> for (L0, L1) where (): AxisOutOfRange<(L0, L1), 7> {}

impl<L0, L1, R0, R1> CatRanks<(R0, R1), 8> for (L0, L1) where (): AxisOutOfRange<(L0, L1), 8> {}

impl<L0, L1, R0, R1> CatRanks<(R0, R1), 9> for (L0, L1) where (): AxisOutOfRange<(L0, L1), 9> {}

impl<L0, L1, L2, R0, R1, R2> CatRanks<(R0, R1, R2), 0> for (L0, L1, L2) where (L1, R1): CatDims<L1, R1, (L0, L1, L2), (R0, R1, R2), 1, 0>, (L2, R2): CatDims<L2, R2, (L0, L1, L2), (R0, R1, R2), 2, 0> {}

impl<L0, L1, L2, R0, R1, R2> CatRanks<(R0, R1, R2), 1> for (L0, L1, L2) where (L0, R0): CatDims<L0, R0, (L0, L1, L2), (R0, R1, R2), 0, 1>, (L2, R2): CatDims<L2, R2, (L0, L1, L2), (R0, R1, R2), 2, 1> {}

impl<L0, L1, L2, R0, R1, R2> CatRanks<(R0, R1, R2), 2> for (L0, L1, L2) where (L0, R0): CatDims<L0, R0, (L0, L1, L2), (R0, R1, R2), 0, 2>, (L1, R1): CatDims<L1, R1, (L0, L1, L2), (R0, R1, R2), 1, 2> {}

impl<L0, L1, L2, R0, R1, R2> CatRanks<(R0, R1, R2), { usize::MAX }> for (L0, L1, L2) where (L0, R0): CatDims<L0, R0, (L0, L1, L2), (R0, R1, R2), 0, 2>, (L1, R1): CatDims<L1, R1, (L0, L1, L2), (R0, R1, R2), 1, 2> {}

impl<L0, L1, L2, const A: usize> CatRanks<(), A> for (L0, L1, L2) where (): CatRankMismatch<(L0, L1, L2), ()> {}

impl<L0, L1, L2, R0, const A: usize> CatRanks<(R0,), A> for (L0, L1, L2) where (): CatRankMismatch<(L0, L1, L2), (R0,)> {}

impl<L0, L1, L2, R0, R1, const A: usize> CatRanks<(R0, R1), A> for (L0, L1, L2) where (): CatRankMismatch<(L0, L1, L2), (R0, R1)> {}

impl<L0, L1, L2, R0, R1, R2, R3, const A: usize> CatRanks<(R0, R1, R2, R3), A> for (L0, L1, L2) where (): CatRankMismatch<(L0, L1, L2), (R0, R1, R2, R3)> {}

impl<L0, L1, L2, R0, R1, R2, R3, R4, const A: usize> CatRanks<(R0, R1, R2, R3, R4), A> for (L0, L1, L2) where (): CatRankMismatch<(L0, L1, L2), (R0, R1, R2, R3, R4)> {}

impl<L0, L1, L2, R0, R1, R2, R3, R4, R5, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5), A> for (L0, L1, L2) where (): CatRankMismatch<(L0, L1, L2), (R0, R1, R2, R3, R4, R5)> {}

impl<L0, L1, L2, R0, R1, R2, R3, R4, R5, R6, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5, R6), A> for (L0, L1, L2) where (): CatRankMismatch<(L0, L1, L2), (R0, R1, R2, R3, R4, R5, R6)> {}

impl<L0, L1, L2, R0, R1, R2, R3, R4, R5, R6, R7, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), A> for (L0, L1, L2) where (): CatRankMismatch<(L0, L1, L2), (R0, R1, R2, R3, R4, R5, R6, R7)> {}

impl<L0, L1, L2, R0, R1, R2> CatRanks<(R0, R1, R2), 3> for (L0, L1, L2) where (): AxisOutOfRange<(L0, L1, L2), 3> {}

impl<L0, L1, L2, R0, R1, R2> CatRanks<(R0, R1, R2), 4> for (L0, L1, L2) where (): AxisOutOfRange<(L0, L1, L2), 4> {}

impl<L0, L1, L2, R0, R1, R2> CatRanks<(R0, R1, R2), 5> for (L0, L1, L2) where (): AxisOutOfRange<(L0, L1, L2), 5> {}

impl<L0, L1, L2, R0, R1, R2> CatRanks<(R0, R1, R2), 6> for (L0, L1, L2) where (): AxisOutOfRange<(L0, L1, L2), 6> {}

impl<L0, L1, L2, R0, R1, R2> CatRanks<(R0, R1, R2), 7> for (L0, L1, L2) where (): AxisOutOfRange<(L0, L1, L2), 7> {}

impl<L0, L1, L2, R0, R1, R2> CatRanks<(R0, R1, R2), 8> for (L0, L1, L2) where (): AxisOutOfRange<(L0, L1, L2), 8> {}

impl<L0, L1, L2, R0, R1, R2> CatRanks<(R0, R1, R2), 9> for (L0, L1, L2) where (): AxisOutOfRange<(L0, L1, L2), 9> {}

impl<L0, L1, L2, L3, R0, R1, R2, R3> CatRanks<(R0, R1, R2, R3), 0> for (L0, L1, L2, L3) where (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3), (R0, R1, R2, R3), 1, 0>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3), (R0, R1, R2, R3), 2, 0>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3), (R0, R1, R2, R3), 3, 0> {}

impl<L0, L1, L2, L3, R0, R1, R2, R3> CatRanks<(R0, R1, R2, R3), 1> for (L0, L1, L2, L3) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3), (R0, R1, R2, R3), 0, 1>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3), (R0, R1, R2, R3), 2, 1>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3), (R0, R1, R2, R3), 3, 1> {}

impl<L0, L1, L2, L3, R0, R1, R2, R3> CatRanks<(R0, R1, R2, R3), 2> for (L0, L1, L2, L3) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3), (R0, R1, R2, R3), 0, 2>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3), (R0, R1, R2, R3), 1, 2>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3), (R0, R1, R2, R3), 3, 2> {}

impl<L0, L1, L2, L3, R0, R1, R2, R3> CatRanks<(R0, R1, R2, R3), 3> for (L0, L1, L2, L3) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3), (R0, R1, R2, R3), 0, 3>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3), (R0, R1, R2, R3), 1, 3>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3), (R0, R1, R2, R3), 2, 3> {}

impl<L0, L1, L2, L3, R0, R1, R2, R3> CatRanks<(R0, R1, R2, R3), { usize::MAX }> for (L0, L1, L2, L3) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3), (R0, R1, R2, R3), 0, 3>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3), (R0, R1, R2, R3), 1, 3>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3), (R0, R1, R2, R3), 2, 3> {}

impl<L0, L1, L2, L3, const A: usize> CatRanks<(), A> for (L0, L1, L2, L3) where (): CatRankMismatch<(L0, L1, L2, L3), ()> {}

impl<L0, L1, L2, L3, R0, const A: usize> CatRanks<(R0,), A> for (L0, L1, L2, L3) where (): CatRankMismatch<(L0, L1, L2, L3), (R0,)> {}

impl<L0, L1, L2, L3, R0, R1, const A: usize> CatRanks<(R0, R1), A> for (L0, L1, L2, L3) where (): CatRankMismatch<(L0, L1, L2, L3), (R0, R1)> {}

impl<L0, L1, L2, L3, R0, R1, R2, const A: usize> CatRanks<(R0, R1, R2), A> for (L0, L1, L2, L3) where (): CatRankMismatch<(L0, L1, L2, L3), (R0, R1, R2)> {}

impl<L0, L1, L2, L3, R0, R1, R2, R3, R4, const A: usize> CatRanks<(R0, R1, R2, R3, R4), A> for (L0, L1, L2, L3) where (): CatRankMismatch<(L0, L1, L2, L3), (R0, R1, R2, R3, R4)> {}

impl<L0, L1, L2, L3, R0, R1, R2, R3, R4, R5, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5), A> for (L0, L1, L2, L3) where (): CatRankMismatch<(L0, L1, L2, L3), (R0, R1, R2, R3, R4, R5)> {}

impl<L0, L1, L2, L3, R0, R1, R2, R3, R4, R5, R6, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5, R6), A> for (L0, L1, L2, L3) where (): CatRankMismatch<(L0, L1, L2, L3), (R0, R1, R2, R3, R4, R5, R6)> {}

impl<L0, L1, L2, L3, R0, R1, R2, R3, R4, R5, R6, R7, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), A> for (L0, L1, L2, L3) where (): CatRankMismatch<(L0, L1, L2, L3), (R0, R1, R2, R3, R4, R5, R6, R7)> {}

impl<L0, L1, L2, L3, R0, R1, R2, R3> CatRanks<(R0, R1, R2, R3), 4> for (L0, L1, L2, L3) where (): AxisOutOfRange<(L0, L1, L2, L3), 4> {}

impl<L0, L1, L2, L3, R0, R1, R2, R3> CatRanks<(R0, R1, R2, R3), 5> for (L0, L1, L2, L3) where (): AxisOutOfRange<(L0, L1, L2, L3), 5> {}

impl<L0, L1, L2, L3, R0, R1, R2, R3> CatRanks<(R0, R1, R2, R3), 6> for (L0, L1, L2, L3) where (): AxisOutOfRange<(L0, L1, L2, L3), 6> {}

impl<L0, L1, L2, L3, R0, R1, R2, R3> CatRanks<(R0, R1, R2, R3), 7> for (L0, L1, L2, L3) where (): AxisOutOfRange<(L0, L1, L2, L3), 7> {}

impl<L0, L1, L2, L3, R0, R1, R2, R3> CatRanks<(R0, R1, R2, R3), 8> for (L0, L1, L2, L3) where (): AxisOutOfRange<(L0, L1, L2, L3), 8> {}

impl<L0, L1, L2, L3, R0, R1, R2, R3> CatRanks<(R0, R1, R2, R3), 9> for (L0, L1, L2, L3) where (): AxisOutOfRange<(L0, L1, L2, L3), 9> {}

impl<L0, L1, L2, L3, L4, R0, R1, R2, R3, R4> CatRanks<(R0, R1, R2, R3, R4), 0> for (L0, L1, L2, L3, L4) where (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 1, 0>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 2, 0>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 3, 0>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 4, 0> {}

impl<L0, L1, L2, L3, L4, R0, R1, R2, R3, R4> CatRanks<(R0, R1, R2, R3, R4), 1> for (L0, L1, L2, L3, L4) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 0, 1>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 2, 1>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 3, 1>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 4, 1> {}

impl<L0, L1, L2, L3, L4, R0, R1, R2, R3, R4> CatRanks<(R0, R1, R2, R3, R4), 2> for (L0, L1, L2, L3, L4) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 0, 2>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 1, 2>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 3, 2>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 4, 2> {}

impl<L0, L1, L2, L3, L4, R0, R1, R2, R3, R4> CatRanks<(R0, R1, R2, R3, R4), 3> for (L0, L1, L2, L3, L4) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 0, 3>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 1, 3>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 2, 3>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 4, 3> {}

impl<L0, L1, L2, L3, L4, R0, R1, R2, R3, R4> CatRanks<(R0, R1, R2, R3, R4), 4> for (L0, L1, L2, L3, L4) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 0, 4>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 1, 4>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 2, 4>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 3, 4> {}

impl<L0, L1, L2, L3, L4, R0, R1, R2, R3, R4> CatRanks<(R0, R1, R2, R3, R4), { usize::MAX }> for (L0, L1, L2, L3, L4) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 0, 4>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 1, 4>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 2, 4>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4), 3, 4> {}

impl<L0, L1, L2, L3, L4, const A: usize> CatRanks<(), A> for (L0, L1, L2, L3, L4) where (): CatRankMismatch<(L0, L1, L2, L3, L4), ()> {}

impl<L0, L1, L2, L3, L4, R0, const A: usize> CatRanks<(R0,), A> for (L0, L1, L2, L3, L4) where (): CatRankMismatch<(L0, L1, L2, L3, L4), (R0,)> {}

impl<L0, L1, L2, L3, L4, R0, R1, const A: usize> CatRanks<(R0, R1), A> for (L0, L1, L2, L3, L4) where (): CatRankMismatch<(L0, L1, L2, L3, L4), (R0, R1)> {}

impl<L0, L1, L2, L3, L4, R0, R1, R2, const A: usize> CatRanks<(R0, R1, R2), A> for (L0, L1, L2, L3, L4) where (): CatRankMismatch<(L0, L1, L2, L3, L4), (R0, R1, R2)> {}

impl<L0, L1, L2, L3, L4, R0, R1, R2, R3, const A: usize> CatRanks<(R0, R1, R2, R3), A> for (L0, L1, L2, L3, L4) where (): CatRankMismatch<(L0, L1, L2, L3, L4), (R0, R1, R2, R3)> {}

impl<L0, L1, L2, L3, L4, R0, R1, R2, R3, R4, R5, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5), A> for (L0, L1, L2, L3, L4) where (): CatRankMismatch<(L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4, R5)> {}

impl<L0, L1, L2, L3, L4, R0, R1, R2, R3, R4, R5, R6, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5, R6), A> for (L0, L1, L2, L3, L4) where (): CatRankMismatch<(L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4, R5, R6)> {}

impl<L0, L1, L2, L3, L4, R0, R1, R2, R3, R4, R5, R6, R7, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), A> for (L0, L1, L2, L3, L4) where (): CatRankMismatch<(L0, L1, L2, L3, L4), (R0, R1, R2, R3, R4, R5, R6, R7)> {}

impl<L0, L1, L2, L3, L4, R0, R1, R2, R3, R4> CatRanks<(R0, R1, R2, R3, R4), 5> for (L0, L1, L2, L3, L4) where (): AxisOutOfRange<(L0, L1, L2, L3, L4), 5> {}

impl<L0, L1, L2, L3, L4, R0, R1, R2, R3, R4> CatRanks<(R0, R1, R2, R3, R4), 6> for (L0, L1, L2, L3, L4) where (): AxisOutOfRange<(L0, L1, L2, L3, L4), 6> {}

impl<L0, L1, L2, L3, L4, R0, R1, R2, R3, R4> CatRanks<(R0, R1, R2, R3, R4), 7> for (L0, L1, L2, L3, L4) where (): AxisOutOfRange<(L0, L1, L2, L3, L4), 7> {}

impl<L0, L1, L2, L3, L4, R0, R1, R2, R3, R4> CatRanks<(R0, R1, R2, R3, R4), 8> for (L0, L1, L2, L3, L4) where (): AxisOutOfRange<(L0, L1, L2, L3, L4), 8> {}

impl<L0, L1, L2, L3, L4, R0, R1, R2, R3, R4> CatRanks<(R0, R1, R2, R3, R4), 9> for (L0, L1, L2, L3, L4) where (): AxisOutOfRange<(L0, L1, L2, L3, L4), 9> {}

impl<L0, L1, L2, L3, L4, L5, R0, R1, R2, R3, R4, R5> CatRanks<(R0, R1, R2, R3, R4, R5), 0> for (L0, L1, L2, L3, L4, L5) where (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 1, 0>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 2, 0>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 3, 0>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 4, 0>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 5, 0> {}

impl<L0, L1, L2, L3, L4, L5, R0, R1, R2, R3, R4, R5> CatRanks<(R0, R1, R2, R3, R4, R5), 1> for (L0, L1, L2, L3, L4, L5) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 0, 1>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 2, 1>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 3, 1>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 4, 1>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 5, 1> {}

impl<L0, L1, L2, L3, L4, L5, R0, R1, R2, R3, R4, R5> CatRanks<(R0, R1, R2, R3, R4, R5), 2> for (L0, L1, L2, L3, L4, L5) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 0, 2>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 1, 2>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 3, 2>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 4, 2>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 5, 2> {}

impl<L0, L1, L2, L3, L4, L5, R0, R1, R2, R3, R4, R5> CatRanks<(R0, R1, R2, R3, R4, R5), 3> for (L0, L1, L2, L3, L4, L5) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 0, 3>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 1, 3>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 2, 3>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 4, 3>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 5, 3> {}

impl<L0, L1, L2, L3, L4, L5, R0, R1, R2, R3, R4, R5> CatRanks<(R0, R1, R2, R3, R4, R5), 4> for (L0, L1, L2, L3, L4, L5) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 0, 4>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 1, 4>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 2, 4>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 3, 4>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 5, 4> {}

impl<L0, L1, L2, L3, L4, L5, R0, R1, R2, R3, R4, R5> CatRanks<(R0, R1, R2, R3, R4, R5), 5> for (L0, L1, L2, L3, L4, L5) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 0, 5>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 1, 5>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 2, 5>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 3, 5>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 4, 5> {}

impl<L0, L1, L2, L3, L4, L5, R0, R1, R2, R3, R4, R5> CatRanks<(R0, R1, R2, R3, R4, R5), { usize::MAX }> for (L0, L1, L2, L3, L4, L5) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 0, 5>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 1, 5>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 2, 5>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 3, 5>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5), 4, 5> {}

impl<L0, L1, L2, L3, L4, L5, const A: usize> CatRanks<(), A> for (L0, L1, L2, L3, L4, L5) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5), ()> {}

impl<L0, L1, L2, L3, L4, L5, R0, const A: usize> CatRanks<(R0,), A> for (L0, L1, L2, L3, L4, L5) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5), (R0,)> {}

impl<L0, L1, L2, L3, L4, L5, R0, R1, const A: usize> CatRanks<(R0, R1), A> for (L0, L1, L2, L3, L4, L5) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5), (R0, R1)> {}

impl<L0, L1, L2, L3, L4, L5, R0, R1, R2, const A: usize> CatRanks<(R0, R1, R2), A> for (L0, L1, L2, L3, L4, L5) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5), (R0, R1, R2)> {}

impl<L0, L1, L2, L3, L4, L5, R0, R1, R2, R3, const A: usize> CatRanks<(R0, R1, R2, R3), A> for (L0, L1, L2, L3, L4, L5) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3)> {}

impl<L0, L1, L2, L3, L4, L5, R0, R1, R2, R3, R4, const A: usize> CatRanks<(R0, R1, R2, R3, R4), A> for (L0, L1, L2, L3, L4, L5) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4)> {}

impl<L0, L1, L2, L3, L4, L5, R0, R1, R2, R3, R4, R5, R6, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5, R6), A> for (L0, L1, L2, L3, L4, L5) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5, R6)> {}

impl<L0, L1, L2, L3, L4, L5, R0, R1, R2, R3, R4, R5, R6, R7, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), A> for (L0, L1, L2, L3, L4, L5) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5), (R0, R1, R2, R3, R4, R5, R6, R7)> {}

impl<L0, L1, L2, L3, L4, L5, R0, R1, R2, R3, R4, R5> CatRanks<(R0, R1, R2, R3, R4, R5), 6> for (L0, L1, L2, L3, L4, L5) where (): AxisOutOfRange<(L0, L1, L2, L3, L4, L5), 6> {}

impl<L0, L1, L2, L3, L4, L5, R0, R1, R2, R3, R4, R5> CatRanks<(R0, R1, R2, R3, R4, R5), 7> for (L0, L1, L2, L3, L4, L5) where (): AxisOutOfRange<(L0, L1, L2, L3, L4, L5), 7> {}

impl<L0, L1, L2, L3, L4, L5, R0, R1, R2, R3, R4, R5> CatRanks<(R0, R1, R2, R3, R4, R5), 8> for (L0, L1, L2, L3, L4, L5) where (): AxisOutOfRange<(L0, L1, L2, L3, L4, L5), 8> {}

impl<L0, L1, L2, L3, L4, L5, R0, R1, R2, R3, R4, R5> CatRanks<(R0, R1, R2, R3, R4, R5), 9> for (L0, L1, L2, L3, L4, L5) where (): AxisOutOfRange<(L0, L1, L2, L3, L4, L5), 9> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, R1, R2, R3, R4, R5, R6> CatRanks<(R0, R1, R2, R3, R4, R5, R6), 0> for (L0, L1, L2, L3, L4, L5, L6) where (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 1, 0>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 2, 0>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 3, 0>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 4, 0>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 5, 0>, (L6, R6): CatDims<L6, R6, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 6, 0> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, R1, R2, R3, R4, R5, R6> CatRanks<(R0, R1, R2, R3, R4, R5, R6), 1> for (L0, L1, L2, L3, L4, L5, L6) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 0, 1>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 2, 1>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 3, 1>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 4, 1>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 5, 1>, (L6, R6): CatDims<L6, R6, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 6, 1> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, R1, R2, R3, R4, R5, R6> CatRanks<(R0, R1, R2, R3, R4, R5, R6), 2> for (L0, L1, L2, L3, L4, L5, L6) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 0, 2>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 1, 2>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 3, 2>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 4, 2>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 5, 2>, (L6, R6): CatDims<L6, R6, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 6, 2> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, R1, R2, R3, R4, R5, R6> CatRanks<(R0, R1, R2, R3, R4, R5, R6), 3> for (L0, L1, L2, L3, L4, L5, L6) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 0, 3>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 1, 3>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 2, 3>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 4, 3>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 5, 3>, (L6, R6): CatDims<L6, R6, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 6, 3> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, R1, R2, R3, R4, R5, R6> CatRanks<(R0, R1, R2, R3, R4, R5, R6), 4> for (L0, L1, L2, L3, L4, L5, L6) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 0, 4>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 1, 4>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 2, 4>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 3, 4>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 5, 4>, (L6, R6): CatDims<L6, R6, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 6, 4> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, R1, R2, R3, R4, R5, R6> CatRanks<(R0, R1, R2, R3, R4, R5, R6), 5> for (L0, L1, L2, L3, L4, L5, L6) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 0, 5>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 1, 5>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 2, 5>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 3, 5>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 4, 5>, (L6, R6): CatDims<L6, R6, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 6, 5> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, R1, R2, R3, R4, R5, R6> CatRanks<(R0, R1, R2, R3, R4, R5, R6), 6> for (L0, L1, L2, L3, L4, L5, L6) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 0, 6>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 1, 6>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 2, 6>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 3, 6>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 4, 6>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 5, 6> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, R1, R2, R3, R4, R5, R6> CatRanks<(R0, R1, R2, R3, R4, R5, R6), { usize::MAX }> for (L0, L1, L2, L3, L4, L5, L6) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 0, 6>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 1, 6>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 2, 6>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 3, 6>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 4, 6>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6), 5, 6> {}

impl<L0, L1, L2, L3, L4, L5, L6, const A: usize> CatRanks<(), A> for (L0, L1, L2, L3, L4, L5, L6) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5, L6), ()> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, const A: usize> CatRanks<(R0,), A> for (L0, L1, L2, L3, L4, L5, L6) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5, L6), (R0,)> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, R1, const A: usize> CatRanks<(R0, R1), A> for (L0, L1, L2, L3, L4, L5, L6) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5, L6), (R0, R1)> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, R1, R2, const A: usize> CatRanks<(R0, R1, R2), A> for (L0, L1, L2, L3, L4, L5, L6) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2)> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, R1, R2, R3, const A: usize> CatRanks<(R0, R1, R2, R3), A> for (L0, L1, L2, L3, L4, L5, L6) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3)> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, R1, R2, R3, R4, const A: usize> CatRanks<(R0, R1, R2, R3, R4), A> for (L0, L1, L2, L3, L4, L5, L6) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4)> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, R1, R2, R3, R4, R5, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5), A> for (L0, L1, L2, L3, L4, L5, L6) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5)> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, R1, R2, R3, R4, R5, R6, R7, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), A> for (L0, L1, L2, L3, L4, L5, L6) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5, L6), (R0, R1, R2, R3, R4, R5, R6, R7)> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, R1, R2, R3, R4, R5, R6> CatRanks<(R0, R1, R2, R3, R4, R5, R6), 7> for (L0, L1, L2, L3, L4, L5, L6) where (): AxisOutOfRange<(L0, L1, L2, L3, L4, L5, L6), 7> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, R1, R2, R3, R4, R5, R6> CatRanks<(R0, R1, R2, R3, R4, R5, R6), 8> for (L0, L1, L2, L3, L4, L5, L6) where (): AxisOutOfRange<(L0, L1, L2, L3, L4, L5, L6), 8> {}

impl<L0, L1, L2, L3, L4, L5, L6, R0, R1, R2, R3, R4, R5, R6> CatRanks<(R0, R1, R2, R3, R4, R5, R6), 9> for (L0, L1, L2, L3, L4, L5, L6) where (): AxisOutOfRange<(L0, L1, L2, L3, L4, L5, L6), 9> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, R1, R2, R3, R4, R5, R6, R7> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), 0> for (L0, L1, L2, L3, L4, L5, L6, L7) where (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 1, 0>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 2, 0>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 3, 0>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 4, 0>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 5, 0>, (L6, R6): CatDims<L6, R6, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 6, 0>, (L7, R7): CatDims<L7, R7, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 7, 0> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, R1, R2, R3, R4, R5, R6, R7> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), 1> for (L0, L1, L2, L3, L4, L5, L6, L7) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 0, 1>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 2, 1>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 3, 1>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 4, 1>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 5, 1>, (L6, R6): CatDims<L6, R6, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 6, 1>, (L7, R7): CatDims<L7, R7, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 7, 1> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, R1, R2, R3, R4, R5, R6, R7> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), 2> for (L0, L1, L2, L3, L4, L5, L6, L7) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 0, 2>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 1, 2>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 3, 2>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 4, 2>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 5, 2>, (L6, R6): CatDims<L6, R6, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 6, 2>, (L7, R7): CatDims<L7, R7, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 7, 2> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, R1, R2, R3, R4, R5, R6, R7> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), 3> for (L0, L1, L2, L3, L4, L5, L6, L7) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 0, 3>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 1, 3>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 2, 3>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 4, 3>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 5, 3>, (L6, R6): CatDims<L6, R6, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 6, 3>, (L7, R7): CatDims<L7, R7, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 7, 3> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, R1, R2, R3, R4, R5, R6, R7> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), 4> for (L0, L1, L2, L3, L4, L5, L6, L7) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 0, 4>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 1, 4>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 2, 4>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 3, 4>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 5, 4>, (L6, R6): CatDims<L6, R6, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 6, 4>, (L7, R7): CatDims<L7, R7, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 7, 4> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, R1, R2, R3, R4, R5, R6, R7> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), 5> for (L0, L1, L2, L3, L4, L5, L6, L7) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 0, 5>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 1, 5>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 2, 5>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 3, 5>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 4, 5>, (L6, R6): CatDims<L6, R6, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 6, 5>, (L7, R7): CatDims<L7, R7, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 7, 5> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, R1, R2, R3, R4, R5, R6, R7> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), 6> for (L0, L1, L2, L3, L4, L5, L6, L7) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 0, 6>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 1, 6>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 2, 6>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 3, 6>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 4, 6>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 5, 6>, (L7, R7): CatDims<L7, R7, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 7, 6> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, R1, R2, R3, R4, R5, R6, R7> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), 7> for (L0, L1, L2, L3, L4, L5, L6, L7) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 0, 7>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 1, 7>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 2, 7>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 3, 7>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 4, 7>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 5, 7>, (L6, R6): CatDims<L6, R6, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 6, 7> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, R1, R2, R3, R4, R5, R6, R7> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), { usize::MAX }> for (L0, L1, L2, L3, L4, L5, L6, L7) where (L0, R0): CatDims<L0, R0, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 0, 7>, (L1, R1): CatDims<L1, R1, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 1, 7>, (L2, R2): CatDims<L2, R2, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 2, 7>, (L3, R3): CatDims<L3, R3, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 3, 7>, (L4, R4): CatDims<L4, R4, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 4, 7>, (L5, R5): CatDims<L5, R5, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 5, 7>, (L6, R6): CatDims<L6, R6, (L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6, R7), 6, 7> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, const A: usize> CatRanks<(), A> for (L0, L1, L2, L3, L4, L5, L6, L7) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5, L6, L7), ()> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, const A: usize> CatRanks<(R0,), A> for (L0, L1, L2, L3, L4, L5, L6, L7) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5, L6, L7), (R0,)> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, R1, const A: usize> CatRanks<(R0, R1), A> for (L0, L1, L2, L3, L4, L5, L6, L7) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1)> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, R1, R2, const A: usize> CatRanks<(R0, R1, R2), A> for (L0, L1, L2, L3, L4, L5, L6, L7) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2)> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, R1, R2, R3, const A: usize> CatRanks<(R0, R1, R2, R3), A> for (L0, L1, L2, L3, L4, L5, L6, L7) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3)> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, R1, R2, R3, R4, const A: usize> CatRanks<(R0, R1, R2, R3, R4), A> for (L0, L1, L2, L3, L4, L5, L6, L7) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4)> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, R1, R2, R3, R4, R5, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5), A> for (L0, L1, L2, L3, L4, L5, L6, L7) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5)> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, R1, R2, R3, R4, R5, R6, const A: usize> CatRanks<(R0, R1, R2, R3, R4, R5, R6), A> for (L0, L1, L2, L3, L4, L5, L6, L7) where (): CatRankMismatch<(L0, L1, L2, L3, L4, L5, L6, L7), (R0, R1, R2, R3, R4, R5, R6)> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, R1, R2, R3, R4, R5, R6, R7> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), 8> for (L0, L1, L2, L3, L4, L5, L6, L7) where (): AxisOutOfRange<(L0, L1, L2, L3, L4, L5, L6, L7), 8> {}

impl<L0, L1, L2, L3, L4, L5, L6, L7, R0, R1, R2, R3, R4, R5, R6, R7> CatRanks<(R0, R1, R2, R3, R4, R5, R6, R7), 9> for (L0, L1, L2, L3, L4, L5, L6, L7) where (): AxisOutOfRange<(L0, L1, L2, L3, L4, L5, L6, L7), 9> {}
