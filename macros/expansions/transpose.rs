impl<D0> TransposeRanks<0, 0> for (D0,) { type Output = (D0,); }

impl<D0> TransposeRanks<0, 1> for (D0,) where (): AxisOutOfRange<(D0,), 1> { type Output = (); }

impl<D0> TransposeRanks<0, 2> for (D0,) where (): AxisOutOfRange<(D0,), 2> { type Output = (); }

impl<D0> TransposeRanks<0, 3> for (D0,) where (): AxisOutOfRange<(D0,), 3> { type Output = (); }

impl<D0> TransposeRanks<0, 4> for (D0,) where (): AxisOutOfRange<(D0,), 4> { type Output = (); }

impl<D0> TransposeRanks<0, 5> for (D0,) where (): AxisOutOfRange<(D0,), 5> { type Output = (); }

impl<D0> TransposeRanks<0, 6> for (D0,) where (): AxisOutOfRange<(D0,), 6> { type Output = (); }

impl<D0> TransposeRanks<0, 7> for (D0,) where (): AxisOutOfRange<(D0,), 7> { type Output = (); }

impl<D0> TransposeRanks<0, 8> for (D0,) where (): AxisOutOfRange<(D0,), 8> { type Output = (); }

impl<D0> TransposeRanks<0, 9> for (D0,) where (): AxisOutOfRange<(D0,), 9> { type Output = (); }

impl<D0> TransposeRanks<1, 0> for (D0,) where (): AxisOutOfRange<(D0,), 1> { type Output = (); }

impl<D0> TransposeRanks<1, 1> for (D0,) where (): AxisOutOfRange<(D0,), 1> { type Output = (); }

impl<D0> TransposeRanks<1, 2> for (D0,) where (): AxisOutOfRange<(D0,), 1> { type Output = (); }

impl<D0> TransposeRanks<1, 3> for (D0,) where (): AxisOutOfRange<(D0,), 1> { type Output = (); }

impl<D0> TransposeRanks<1, 4> for (D0,) where (): AxisOutOfRange<(D0,), 1> { type Output = (); }

impl<D0> TransposeRanks<1, 5> for (D0,) where (): AxisOutOfRange<(D0,), 1> { type Output = (); }

impl<D0> TransposeRanks<1, 6> for (D0,) where (): AxisOutOfRange<(D0,), 1> { type Output = (); }

impl<D0> TransposeRanks<1, 7> for (D0,) where (): AxisOutOfRange<(D0,), 1> { type Output = (); }

impl<D0> TransposeRanks<1, 8> for (D0,) where (): AxisOutOfRange<(D0,), 1> { type Output = (); }

impl<D0> TransposeRanks<1, 9> for (D0,) where (): AxisOutOfRange<(D0,), 1> { type Output = (); }

impl<D0> TransposeRanks<2, 0> for (D0,) where (): AxisOutOfRange<(D0,), 2> { type Output = (); }

impl<D0> TransposeRanks<2, 1> for (D0,) where (): AxisOutOfRange<(D0,), 2> { type Output = (); }

impl<D0> TransposeRanks<2, 2> for (D0,) where (): AxisOutOfRange<(D0,), 2> { type Output = (); }

impl<D0> TransposeRanks<2, 3> for (D0,) where (): AxisOutOfRange<(D0,), 2> { type Output = (); }

impl<D0> TransposeRanks<2, 4> for (D0,) where (): AxisOutOfRange<(D0,), 2> { type Output = (); }

impl<D0> TransposeRanks<2, 5> for (D0,) where (): AxisOutOfRange<(D0,), 2> { type Output = (); }

impl<D0> TransposeRanks<2, 6> for (D0,) where (): AxisOutOfRange<(D0,), 2> { type Output = (); }

impl<D0> TransposeRanks<2, 7> for (D0,) where (): AxisOutOfRange<(D0,), 2> { type Output = (); }

impl<D0> TransposeRanks<2, 8> for (D0,) where (): AxisOutOfRange<(D0,), 2> { type Output = (); }

impl<D0> TransposeRanks<2, 9> for (D0,) where (): AxisOutOfRange<(D0,), 2> { type Output = (); }

impl<D0> TransposeRanks<3, 0> for (D0,) where (): AxisOutOfRange<(D0,), 3> { type Output = (); }

impl<D0> TransposeRanks<3, 1> for (D0,) where (): AxisOutOfRange<(D0,), 3> { type Output = (); }

impl<D0> TransposeRanks<3, 2> for (D0,) where (): AxisOutOfRange<(D0,), 3> { type Output = (); }

impl<D0> TransposeRanks<3, 3> for (D0,) where (): AxisOutOfRange<(D0,), 3> { type Output = (); }

impl<D0> TransposeRanks<3, 4> for (D0,) where (): AxisOutOfRange<(D0,), 3> { type Output = (); }

impl<D0> TransposeRanks<3, 5> for (D0,) where (): AxisOutOfRange<(D0,), 3> { type Output = (); }

impl<D0> TransposeRanks<3, 6> for (D0,) where (): AxisOutOfRange<(D0,), 3> { type Output = (); }

impl<D0> TransposeRanks<3, 7> for (D0,) where (): AxisOutOfRange<(D0,), 3> { type Output = (); }

impl<D0> TransposeRanks<3, 8> for (D0,) where (): AxisOutOfRange<(D0,), 3> { type Output = (); }

impl<D0> TransposeRanks<3, 9> for (D0,) where (): AxisOutOfRange<(D0,), 3> { type Output = (); }

impl<D0> TransposeRanks<4, 0> for (D0,) where (): AxisOutOfRange<(D0,), 4> { type Output = (); }

impl<D0> TransposeRanks<4, 1> for (D0,) where (): AxisOutOfRange<(D0,), 4> { type Output = (); }

impl<D0> TransposeRanks<4, 2> for (D0,) where (): AxisOutOfRange<(D0,), 4> { type Output = (); }

impl<D0> TransposeRanks<4, 3> for (D0,) where (): AxisOutOfRange<(D0,), 4> { type Output = (); }

impl<D0> TransposeRanks<4, 4> for (D0,) where (): AxisOutOfRange<(D0,), 4> { type Output = (); }

impl<D0> TransposeRanks<4, 5> for (D0,) where (): AxisOutOfRange<(D0,), 4> { type Output = (); }

impl<D0> TransposeRanks<4, 6> for (D0,) where (): AxisOutOfRange<(D0,), 4> { type Output = (); }

impl<D0> TransposeRanks<4, 7> for (D0,) where (): AxisOutOfRange<(D0,), 4> { type Output = (); }

impl<D0> TransposeRanks<4, 8> for (D0,) where (): AxisOutOfRange<(D0,), 4> { type Output = (); }

impl<D0> TransposeRanks<4, 9> for (D0,) where (): AxisOutOfRange<(D0,), 4> { type Output = (); }

impl<D0> TransposeRanks<5, 0> for (D0,) where (): AxisOutOfRange<(D0,), 5> { type Output = (); }

impl<D0> TransposeRanks<5, 1> for (D0,) where (): AxisOutOfRange<(D0,), 5> { type Output = (); }

impl<D0> TransposeRanks<5, 2> for (D0,) where (): AxisOutOfRange<(D0,), 5> { type Output = (); }

impl<D0> TransposeRanks<5, 3> for (D0,) where (): AxisOutOfRange<(D0,), 5> { type Output = (); }

impl<D0> TransposeRanks<5, 4> for (D0,) where (): AxisOutOfRange<(D0,), 5> { type Output = (); }

impl<D0> TransposeRanks<5, 5> for (D0,) where (): AxisOutOfRange<(D0,), 5> { type Output = (); }

impl<D0> TransposeRanks<5, 6> for (D0,) where (): AxisOutOfRange<(D0,), 5> { type Output = (); }

impl<D0> TransposeRanks<5, 7> for (D0,) where (): AxisOutOfRange<(D0,), 5> { type Output = (); }

impl<D0> TransposeRanks<5, 8> for (D0,) where (): AxisOutOfRange<(D0,), 5> { type Output = (); }

impl<D0> TransposeRanks<5, 9> for (D0,) where (): AxisOutOfRange<(D0,), 5> { type Output = (); }

impl<D0> TransposeRanks<6, 0> for (D0,) where (): AxisOutOfRange<(D0,), 6> { type Output = (); }

impl<D0> TransposeRanks<6, 1> for (D0,) where (): AxisOutOfRange<(D0,), 6> { type Output = (); }

impl<D0> TransposeRanks<6, 2> for (D0,) where (): AxisOutOfRange<(D0,), 6> { type Output = (); }

impl<D0> TransposeRanks<6, 3> for (D0,) where (): AxisOutOfRange<(D0,), 6> { type Output = (); }

impl<D0> TransposeRanks<6, 4> for (D0,) where (): AxisOutOfRange<(D0,), 6> { type Output = (); }

impl<D0> TransposeRanks<6, 5> for (D0,) where (): AxisOutOfRange<(D0,), 6> { type Output = (); }

impl<D0> TransposeRanks<6, 6> for (D0,) where (): AxisOutOfRange<(D0,), 6> { type Output = (); }

impl<D0> TransposeRanks<6, 7> for (D0,) where (): AxisOutOfRange<(D0,), 6> { type Output = (); }

impl<D0> TransposeRanks<6, 8> for (D0,) where (): AxisOutOfRange<(D0,), 6> { type Output = (); }

impl<D0> TransposeRanks<6, 9> for (D0,) where (): AxisOutOfRange<(D0,), 6> { type Output = (); }

impl<D0> TransposeRanks<7, 0> for (D0,) where (): AxisOutOfRange<(D0,), 7> { type Output = (); }

impl<D0> TransposeRanks<7, 1> for (D0,) where (): AxisOutOfRange<(D0,), 7> { type Output = (); }

impl<D0> TransposeRanks<7, 2> for (D0,) where (): AxisOutOfRange<(D0,), 7> { type Output = (); }

impl<D0> TransposeRanks<7, 3> for (D0,) where (): AxisOutOfRange<(D0,), 7> { type Output = (); }

impl<D0> TransposeRanks<7, 4> for (D0,) where (): AxisOutOfRange<(D0,), 7> { type Output = (); }

impl<D0> TransposeRanks<7, 5> for (D0,) where (): AxisOutOfRange<(D0,), 7> { type Output = (); }

impl<D0> TransposeRanks<7, 6> for (D0,) where (): AxisOutOfRange<(D0,), 7> { type Output = (); }

impl<D0> TransposeRanks<7, 7> for (D0,) where (): AxisOutOfRange<(D0,), 7> { type Output = (); }

impl<D0> TransposeRanks<7, 8> for (D0,) where (): AxisOutOfRange<(D0,), 7> { type Output = (); }

impl<D0> TransposeRanks<7, 9> for (D0,) where (): AxisOutOfRange<(D0,), 7> { type Output = (); }

impl<D0> TransposeRanks<8, 0> for (D0,) where (): AxisOutOfRange<(D0,), 8> { type Output = (); }

impl<D0> TransposeRanks<8, 1> for (D0,) where (): AxisOutOfRange<(D0,), 8> { type Output = (); }

impl<D0> TransposeRanks<8, 2> for (D0,) where (): AxisOutOfRange<(D0,), 8> { type Output = (); }

impl<D0> TransposeRanks<8, 3> for (D0,) where (): AxisOutOfRange<(D0,), 8> { type Output = (); }

impl<D0> TransposeRanks<8, 4> for (D0,) where (): AxisOutOfRange<(D0,), 8> { type Output = (); }

impl<D0> TransposeRanks<8, 5> for (D0,) where (): AxisOutOfRange<(D0,), 8> { type Output = (); }

impl<D0> TransposeRanks<8, 6> for (D0,) where (): AxisOutOfRange<(D0,), 8> { type Output = (); }

impl<D0> TransposeRanks<8, 7> for (D0,) where (): AxisOutOfRange<(D0,), 8> { type Output = (); }

impl<D0> TransposeRanks<8, 8> for (D0,) where (): AxisOutOfRange<(D0,), 8> { type Output = (); }

impl<D0> TransposeRanks<8, 9> for (D0,) where (): AxisOutOfRange<(D0,), 8> { type Output = (); }

impl<D0> TransposeRanks<9, 0> for (D0,) where (): AxisOutOfRange<(D0,), 9> { type Output = (); }

impl<D0> TransposeRanks<9, 1> for (D0,) where (): AxisOutOfRange<(D0,), 9> { type Output = (); }

impl<D0> TransposeRanks<9, 2> for (D0,) where (): AxisOutOfRange<(D0,), 9> { type Output = (); }

impl<D0> TransposeRanks<9, 3> for (D0,) where (): AxisOutOfRange<(D0,), 9> { type Output = (); }

impl<D0> TransposeRanks<9, 4> for (D0,) where (): AxisOutOfRange<(D0,), 9> { type Output = (); }

impl<D0> TransposeRanks<9, 5> for (D0,) where (): AxisOutOfRange<(D0,), 9> { type Output = (); }

impl<D0> TransposeRanks<9, 6> for (D0,) where (): AxisOutOfRange<(D0,), 9> { type Output = (); }

impl<D0> TransposeRanks<9, 7> for (D0,) where (): AxisOutOfRange<(D0,), 9> { type Output = (); }

impl<D0> TransposeRanks<9, 8> for (D0,) where (): AxisOutOfRange<(D0,), 9> { type Output = (); }

impl<D0> TransposeRanks<9, 9> for (D0,) where (): AxisOutOfRange<(D0,), 9> { type Output = (); }

impl<D0, D1> TransposeRanks<0, 0> for (D0, D1) { type Output = (D0, D1); }

impl<D0, D1> TransposeRanks<0, 1> for (D0, D1) { type Output = (D1, D0); }

impl<D0, D1> TransposeRanks<0, 2> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 2> { type Output = (); }

impl<D0, D1> TransposeRanks<0, 3> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 3> { type Output = (); }

impl<D0, D1> TransposeRanks<0, 4> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 4> { type Output = (); }

impl<D0, D1> TransposeRanks<0, 5> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 5> { type Output = (); }

impl<D0, D1> TransposeRanks<0, 6> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 6> { type Output = (); }

impl<D0, D1> TransposeRanks<0, 7> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 7> { type Output = (); }

impl<D0, D1> TransposeRanks<0, 8> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 8> { type Output = (); }

impl<D0, D1> TransposeRanks<0, 9> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 9> { type Output = (); }

impl<D0, D1> TransposeRanks<1, 0> for (D0, D1) { type Output = (D1, D0); }

impl<D0, D1> TransposeRanks<1, 1> for (D0, D1) { type Output = (D0, D1); }

impl<D0, D1> TransposeRanks<1, 2> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 2> { type Output = (); }

impl<D0, D1> TransposeRanks<1, 3> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 3> { type Output = (); }

impl<D0, D1> TransposeRanks<1, 4> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 4> { type Output = (); }

impl<D0, D1> TransposeRanks<1, 5> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 5> { type Output = (); }

impl<D0, D1> TransposeRanks<1, 6> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 6> { type Output = (); }

impl<D0, D1> TransposeRanks<1, 7> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 7> { type Output = (); }

impl<D0, D1> TransposeRanks<1, 8> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 8> { type Output = (); }

impl<D0, D1> TransposeRanks<1, 9> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 9> { type Output = (); }

impl<D0, D1> TransposeRanks<2, 0> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 2> { type Output = (); }

impl<D0, D1> TransposeRanks<2, 1> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 2> { type Output = (); }

impl<D0, D1> TransposeRanks<2, 2> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 2> { type Output = (); }

impl<D0, D1> TransposeRanks<2, 3> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 2> { type Output = (); }

impl<D0, D1> TransposeRanks<2, 4> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 2> { type Output = (); }

impl<D0, D1> TransposeRanks<2, 5> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 2> { type Output = (); }

impl<D0, D1> TransposeRanks<2, 6> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 2> { type Output = (); }

impl<D0, D1> TransposeRanks<2, 7> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 2> { type Output = (); }

impl<D0, D1> TransposeRanks<2, 8> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 2> { type Output = (); }

impl<D0, D1> TransposeRanks<2, 9> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 2> { type Output = (); }

impl<D0, D1> TransposeRanks<3, 0> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 3> { type Output = (); }

impl<D0, D1> TransposeRanks<3, 1> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 3> { type Output = (); }

impl<D0, D1> TransposeRanks<3, 2> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 3> { type Output = (); }

impl<D0, D1> TransposeRanks<3, 3> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 3> { type Output = (); }

impl<D0, D1> TransposeRanks<3, 4> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 3> { type Output = (); }

impl<D0, D1> TransposeRanks<3, 5> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 3> { type Output = (); }

impl<D0, D1> TransposeRanks<3, 6> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 3> { type Output = (); }

impl<D0, D1> TransposeRanks<3, 7> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 3> { type Output = (); }

impl<D0, D1> TransposeRanks<3, 8> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 3> { type Output = (); }

impl<D0, D1> TransposeRanks<3, 9> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 3> { type Output = (); }

impl<D0, D1> TransposeRanks<4, 0> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 4> { type Output = (); }

impl<D0, D1> TransposeRanks<4, 1> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 4> { type Output = (); }

impl<D0, D1> TransposeRanks<4, 2> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 4> { type Output = (); }

impl<D0, D1> TransposeRanks<4, 3> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 4> { type Output = (); }

impl<D0, D1> TransposeRanks<4, 4> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 4> { type Output = (); }

impl<D0, D1> TransposeRanks<4, 5> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 4> { type Output = (); }

impl<D0, D1> TransposeRanks<4, 6> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 4> { type Output = (); }

impl<D0, D1> TransposeRanks<4, 7> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 4> { type Output = (); }

impl<D0, D1> TransposeRanks<4, 8> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 4> { type Output = (); }

impl<D0, D1> TransposeRanks<4, 9> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 4> { type Output = (); }

impl<D0, D1> TransposeRanks<5, 0> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 5> { type Output = (); }

impl<D0, D1> TransposeRanks<5, 1> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 5> { type Output = (); }

impl<D0, D1> TransposeRanks<5, 2> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 5> { type Output = (); }

impl<D0, D1> TransposeRanks<5, 3> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 5> { type Output = (); }

impl<D0, D1> TransposeRanks<5, 4> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 5> { type Output = (); }

impl<D0, D1> TransposeRanks<5, 5> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 5> { type Output = (); }

impl<D0, D1> TransposeRanks<5, 6> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 5> { type Output = (); }

impl<D0, D1> TransposeRanks<5, 7> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 5> { type Output = (); }

impl<D0, D1> TransposeRanks<5, 8> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 5> { type Output = (); }

impl<D0, D1> TransposeRanks<5, 9> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 5> { type Output = (); }

impl<D0, D1> TransposeRanks<6, 0> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 6> { type Output = (); }

impl<D0, D1> TransposeRanks<6, 1> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 6> { type Output = (); }

impl<D0, D1> TransposeRanks<6, 2> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 6> { type Output = (); }

impl<D0, D1> TransposeRanks<6, 3> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 6> { type Output = (); }

impl<D0, D1> TransposeRanks<6, 4> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 6> { type Output = (); }

impl<D0, D1> TransposeRanks<6, 5> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 6> { type Output = (); }

impl<D0, D1> TransposeRanks<6, 6> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 6> { type Output = (); }

impl<D0, D1> TransposeRanks<6, 7> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 6> { type Output = (); }

impl<D0, D1> TransposeRanks<6, 8> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 6> { type Output = (); }

impl<D0, D1> TransposeRanks<6, 9> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 6> { type Output = (); }

impl<D0, D1> TransposeRanks<7, 0> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 7> { type Output = (); }

impl<D0, D1> TransposeRanks<7, 1> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 7> { type Output = (); }

impl<D0, D1> TransposeRanks<7, 2> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 7> { type Output = (); }

impl<D0, D1> TransposeRanks<7, 3> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 7> { type Output = (); }

impl<D0, D1> TransposeRanks<7, 4> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 7> { type Output = (); }

impl<D0, D1> TransposeRanks<7, 5> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 7> { type Output = (); }

impl<D0, D1> TransposeRanks<7, 6> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 7> { type Output = (); }

impl<D0, D1> TransposeRanks<7, 7> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 7> { type Output = (); }

impl<D0, D1> TransposeRanks<7, 8> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 7> { type Output = (); }

impl<D0, D1> TransposeRanks<7, 9> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 7> { type Output = (); }

impl<D0, D1> TransposeRanks<8, 0> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 8> { type Output = (); }

impl<D0, D1> TransposeRanks<8, 1> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 8> { type Output = (); }

impl<D0, D1> TransposeRanks<8, 2> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 8> { type Output = (); }

impl<D0, D1> TransposeRanks<8, 3> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 8> { type Output = (); }

impl<D0, D1> TransposeRanks<8, 4> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 8> { type Output = (); }

impl<D0, D1> TransposeRanks<8, 5> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 8> { type Output = (); }

impl<D0, D1> TransposeRanks<8, 6> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 8> { type Output = (); }

impl<D0, D1> TransposeRanks<8, 7> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 8> { type Output = (); }

impl<D0, D1> TransposeRanks<8, 8> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 8> { type Output = (); }

impl<D0, D1> TransposeRanks<8, 9> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 8> { type Output = (); }

impl<D0, D1> TransposeRanks<9, 0> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 9> { type Output = (); }

impl<D0, D1> TransposeRanks<9, 1> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 9> { type Output = (); }

impl<D0, D1> TransposeRanks<9, 2> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 9> { type Output = (); }

impl<D0, D1> TransposeRanks<9, 3> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 9> { type Output = (); }

impl<D0, D1> TransposeRanks<9, 4> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 9> { type Output = (); }

impl<D0, D1> TransposeRanks<9, 5> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 9> { type Output = (); }

impl<D0, D1> TransposeRanks<9, 6> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 9> { type Output = (); }

impl<D0, D1> TransposeRanks<9, 7> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 9> { type Output = (); }

impl<D0, D1> TransposeRanks<9, 8> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 9> { type Output = (); }

impl<D0, D1> TransposeRanks<9, 9> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 9> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<0, 0> for (D0, D1, D2) { type Output = (D0, D1, D2); }

impl<D0, D1, D2> TransposeRanks<0, 1> for (D0, D1, D2) { type Output = (D1, D0, D2); }

impl<D0, D1, D2> TransposeRanks<0, 2> for (D0, D1, D2) { type Output = (D2, D1, D0); }

impl<D0, D1, D2> TransposeRanks<0, 3> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 3> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<0, 4> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 4> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<0, 5> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 5> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<0, 6> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 6> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<0, 7> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 7> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<0, 8> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 8> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<0, 9> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 9> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<1, 0> for (D0, D1, D2) { type Output = (D1, D0, D2); }

impl<D0, D1, D2> TransposeRanks<1, 1> for (D0, D1, D2) { type Output = (D0, D1, D2); }

impl<D0, D1, D2> TransposeRanks<1, 2> for (D0, D1, D2) { type Output = (D0, D2, D1); }

impl<D0, D1, D2> TransposeRanks<1, 3> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 3> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<1, 4> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 4> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<1, 5> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 5> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<1, 6> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 6> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<1, 7> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 7> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<1, 8> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 8> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<1, 9> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 9> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<2, 0> for (D0, D1, D2) { type Output = (D2, D1, D0); }

impl<D0, D1, D2> TransposeRanks<2, 1> for (D0, D1, D2) { type Output = (D0, D2, D1); }

impl<D0, D1, D2> TransposeRanks<2, 2> for (D0, D1, D2) { type Output = (D0, D1, D2); }

impl<D0, D1, D2> TransposeRanks<2, 3> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 3> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<2, 4> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 4> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<2, 5> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 5> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<2, 6> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 6> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<2, 7> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 7> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<2, 8> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 8> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<2, 9> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 9> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<3, 0> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 3> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<3, 1> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 3> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<3, 2> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 3> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<3, 3> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 3> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<3, 4> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 3> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<3, 5> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 3> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<3, 6> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 3> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<3, 7> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 3> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<3, 8> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 3> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<3, 9> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 3> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<4, 0> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 4> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<4, 1> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 4> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<4, 2> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 4> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<4, 3> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 4> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<4, 4> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 4> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<4, 5> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 4> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<4, 6> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 4> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<4, 7> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 4> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<4, 8> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 4> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<4, 9> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 4> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<5, 0> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 5> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<5, 1> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 5> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<5, 2> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 5> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<5, 3> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 5> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<5, 4> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 5> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<5, 5> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 5> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<5, 6> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 5> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<5, 7> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 5> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<5, 8> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 5> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<5, 9> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 5> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<6, 0> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 6> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<6, 1> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 6> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<6, 2> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 6> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<6, 3> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 6> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<6, 4> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 6> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<6, 5> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 6> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<6, 6> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 6> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<6, 7> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 6> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<6, 8> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 6> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<6, 9> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 6> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<7, 0> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 7> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<7, 1> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 7> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<7, 2> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 7> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<7, 3> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 7> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<7, 4> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 7> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<7, 5> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 7> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<7, 6> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 7> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<7, 7> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 7> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<7, 8> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 7> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<7, 9> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 7> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<8, 0> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 8> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<8, 1> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 8> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<8, 2> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 8> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<8, 3> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 8> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<8, 4> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 8> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<8, 5> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 8> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<8, 6> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 8> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<8, 7> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 8> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<8, 8> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 8> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<8, 9> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 8> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<9, 0> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 9> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<9, 1> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 9> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<9, 2> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 9> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<9, 3> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 9> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<9, 4> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 9> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<9, 5> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 9> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<9, 6> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 9> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<9, 7> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 9> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<9, 8> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 9> { type Output = (); }

impl<D0, D1, D2> TransposeRanks<9, 9> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 9> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<0, 0> for (D0, D1, D2, D3) { type Output = (D0, D1, D2, D3); }

impl<D0, D1, D2, D3> TransposeRanks<0, 1> for (D0, D1, D2, D3) { type Output = (D1, D0, D2, D3); }

impl<D0, D1, D2, D3> TransposeRanks<0, 2> for (D0, D1, D2, D3) { type Output = (D2, D1, D0, D3); }

impl<D0, D1, D2, D3> TransposeRanks<0, 3> for (D0, D1, D2, D3) { type Output = (D3, D1, D2, D0); }

impl<D0, D1, D2, D3> TransposeRanks<0, 4> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 4> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<0, 5> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 5> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<0, 6> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 6> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<0, 7> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 7> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<0, 8> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 8> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<0, 9> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 9> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<1, 0> for (D0, D1, D2, D3) { type Output = (D1, D0, D2, D3); }

impl<D0, D1, D2, D3> TransposeRanks<1, 1> for (D0, D1, D2, D3) { type Output = (D0, D1, D2, D3); }

impl<D0, D1, D2, D3> TransposeRanks<1, 2> for (D0, D1, D2, D3) { type Output = (D0, D2, D1, D3); }

impl<D0, D1, D2, D3> TransposeRanks<1, 3> for (D0, D1, D2, D3) { type Output = (D0, D3, D2, D1); }

impl<D0, D1, D2, D3> TransposeRanks<1, 4> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 4> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<1, 5> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 5> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<1, 6> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 6> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<1, 7> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 7> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<1, 8> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 8> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<1, 9> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 9> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<2, 0> for (D0, D1, D2, D3) { type Output = (D2, D1, D0, D3); }

impl<D0, D1, D2, D3> TransposeRanks<2, 1> for (D0, D1, D2, D3) { type Output = (D0, D2, D1, D3); }

impl<D0, D1, D2, D3> TransposeRanks<2, 2> for (D0, D1, D2, D3) { type Output = (D0, D1, D2, D3); }

impl<D0, D1, D2, D3> TransposeRanks<2, 3> for (D0, D1, D2, D3) { type Output = (D0, D1, D3, D2); }

impl<D0, D1, D2, D3> TransposeRanks<2, 4> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 4> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<2, 5> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 5> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<2, 6> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 6> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<2, 7> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 7> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<2, 8> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 8> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<2, 9> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 9> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<3, 0> for (D0, D1, D2, D3) { type Output = (D3, D1, D2, D0); }

impl<D0, D1, D2, D3> TransposeRanks<3, 1> for (D0, D1, D2, D3) { type Output = (D0, D3, D2, D1); }

impl<D0, D1, D2, D3> TransposeRanks<3, 2> for (D0, D1, D2, D3) { type Output = (D0, D1, D3, D2); }

impl<D0, D1, D2, D3> TransposeRanks<3, 3> for (D0, D1, D2, D3) { type Output = (D0, D1, D2, D3); }

impl<D0, D1, D2, D3> TransposeRanks<3, 4> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 4> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<3, 5> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 5> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<3, 6> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 6> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<3, 7> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 7> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<3, 8> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 8> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<3, 9> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 9> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<4, 0> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 4> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<4, 1> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 4> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<4, 2> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 4> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<4, 3> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 4> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<4, 4> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 4> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<4, 5> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 4> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<4, 6> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 4> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<4, 7> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 4> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<4, 8> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 4> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<4, 9> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 4> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<5, 0> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 5> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<5, 1> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 5> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<5, 2> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 5> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<5, 3> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 5> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<5, 4> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 5> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<5, 5> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 5> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<5, 6> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 5> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<5, 7> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 5> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<5, 8> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 5> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<5, 9> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 5> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<6, 0> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 6> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<6, 1> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 6> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<6, 2> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 6> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<6, 3> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 6> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<6, 4> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 6> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<6, 5> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 6> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<6, 6> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 6> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<6, 7> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 6> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<6, 8> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 6> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<6, 9> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 6> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<7, 0> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 7> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<7, 1> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 7> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<7, 2> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 7> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<7, 3> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 7> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<7, 4> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 7> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<7, 5> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 7> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<7, 6> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 7> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<7, 7> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 7> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<7, 8> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 7> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<7, 9> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 7> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<8, 0> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 8> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<8, 1> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 8> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<8, 2> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 8> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<8, 3> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 8> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<8, 4> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 8> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<8, 5> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 8> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<8, 6> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 8> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<8, 7> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 8> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<8, 8> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 8> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<8, 9> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 8> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<9, 0> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 9> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<9, 1> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 9> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<9, 2> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 9> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<9, 3> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 9> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<9, 4> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 9> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<9, 5> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 9> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<9, 6> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 9> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<9, 7> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 9> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<9, 8> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 9> { type Output = (); }

impl<D0, D1, D2, D3> TransposeRanks<9, 9> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<0, 0> for (D0, D1, D2, D3, D4) { type Output = (D0, D1, D2, D3, D4); }

impl<D0, D1, D2, D3, D4> TransposeRanks<0, 1> for (D0, D1, D2, D3, D4) { type Output = (D1, D0, D2, D3, D4); }

impl<D0, D1, D2, D3, D4> TransposeRanks<0, 2> for (D0, D1, D2, D3, D4) { type Output = (D2, D1, D0, D3, D4); }

impl<D0, D1, D2, D3, D4> TransposeRanks<0, 3> for (D0, D1, D2, D3, D4) { type Output = (D3, D1, D2, D0, D4); }

impl<D0, D1, D2, D3, D4> TransposeRanks<0, 4> for (D0, D1, D2, D3, D4) { type Output = (D4, D1, D2, D3, D0); }

impl<D0, D1, D2, D3, D4> TransposeRanks<0, 5> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 5> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<0, 6> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<0, 7> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<0, 8> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<0, 9> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<1, 0> for (D0, D1, D2, D3, D4) { type Output = (D1, D0, D2, D3, D4); }

impl<D0, D1, D2, D3, D4> TransposeRanks<1, 1> for (D0, D1, D2, D3, D4) { type Output = (D0, D1, D2, D3, D4); }

impl<D0, D1, D2, D3, D4> TransposeRanks<1, 2> for (D0, D1, D2, D3, D4) { type Output = (D0, D2, D1, D3, D4); }

impl<D0, D1, D2, D3, D4> TransposeRanks<1, 3> for (D0, D1, D2, D3, D4) { type Output = (D0, D3, D2, D1, D4); }

impl<D0, D1, D2, D3, D4> TransposeRanks<1, 4> for (D0, D1, D2, D3, D4) { type Output = (D0, D4, D2, D3, D1); }

impl<D0, D1, D2, D3, D4> TransposeRanks<1, 5> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 5> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<1, 6> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<1, 7> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<1, 8> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<1, 9> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<2, 0> for (D0, D1, D2, D3, D4) { type Output = (D2, D1, D0, D3, D4); }

impl<D0, D1, D2, D3, D4> TransposeRanks<2, 1> for (D0, D1, D2, D3, D4) { type Output = (D0, D2, D1, D3, D4); }

impl<D0, D1, D2, D3, D4> TransposeRanks<2, 2> for (D0, D1, D2, D3, D4) { type Output = (D0, D1, D2, D3, D4); }

impl<D0, D1, D2, D3, D4> TransposeRanks<2, 3> for (D0, D1, D2, D3, D4) { type Output = (D0, D1, D3, D2, D4); }

impl<D0, D1, D2, D3, D4> TransposeRanks<2, 4> for (D0, D1, D2, D3, D4) { type Output = (D0, D1, D4, D3, D2); }

impl<D0, D1, D2, D3, D4> TransposeRanks<2, 5> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 5> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<2, 6> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<2, 7> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<2, 8> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<2, 9> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<3, 0> for (D0, D1, D2, D3, D4) { type Output = (D3, D1, D2, D0, D4); }

impl<D0, D1, D2, D3, D4> TransposeRanks<3, 1> for (D0, D1, D2, D3, D4) { type Output = (D0, D3, D2, D1, D4); }

impl<D0, D1, D2, D3, D4> TransposeRanks<3, 2> for (D0, D1, D2, D3, D4) { type Output = (D0, D1, D3, D2, D4); }

impl<D0, D1, D2, D3, D4> TransposeRanks<3, 3> for (D0, D1, D2, D3, D4) { type Output = (D0, D1, D2, D3, D4); }

impl<D0, D1, D2, D3, D4> TransposeRanks<3, 4> for (D0, D1, D2, D3, D4) { type Output = (D0, D1, D2, D4, D3); }

impl<D0, D1, D2, D3, D4> TransposeRanks<3, 5> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 5> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<3, 6> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<3, 7> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<3, 8> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<3, 9> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<4, 0> for (D0, D1, D2, D3, D4) { type Output = (D4, D1, D2, D3, D0); }

impl<D0, D1, D2, D3, D4> TransposeRanks<4, 1> for (D0, D1, D2, D3, D4) { type Output = (D0, D4, D2, D3, D1); }

impl<D0, D1, D2, D3, D4> TransposeRanks<4, 2> for (D0, D1, D2, D3, D4) { type Output = (D0, D1, D4, D3, D2); }

impl<D0, D1, D2, D3, D4> TransposeRanks<4, 3> for (D0, D1, D2, D3, D4) { type Output = (D0, D1, D2, D4, D3); }

impl<D0, D1, D2, D3, D4> TransposeRanks<4, 4> for (D0, D1, D2, D3, D4) { type Output = (D0, D1, D2, D3, D4); }

impl<D0, D1, D2, D3, D4> TransposeRanks<4, 5> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 5> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<4, 6> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<4, 7> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<4, 8> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<4, 9> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<5, 0> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 5> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<5, 1> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 5> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<5, 2> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 5> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<5, 3> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 5> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<5, 4> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 5> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<5, 5> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 5> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<5, 6> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 5> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<5, 7> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 5> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<5, 8> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 5> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<5, 9> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 5> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<6, 0> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<6, 1> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<6, 2> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<6, 3> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<6, 4> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<6, 5> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<6, 6> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<6, 7> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<6, 8> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<6, 9> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<7, 0> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<7, 1> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<7, 2> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<7, 3> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<7, 4> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<7, 5> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<7, 6> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<7, 7> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<7, 8> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<7, 9> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<8, 0> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<8, 1> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<8, 2> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<8, 3> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<8, 4> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<8, 5> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<8, 6> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<8, 7> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<8, 8> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<8, 9> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<9, 0> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<9, 1> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<9, 2> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<9, 3> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<9, 4> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<9, 5> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<9, 6> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<9, 7> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<9, 8> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4> TransposeRanks<9, 9> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<0, 0> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<0, 1> for (D0, D1, D2, D3, D4, D5) { type Output = (D1, D0, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<0, 2> for (D0, D1, D2, D3, D4, D5) { type Output = (D2, D1, D0, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<0, 3> for (D0, D1, D2, D3, D4, D5) { type Output = (D3, D1, D2, D0, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<0, 4> for (D0, D1, D2, D3, D4, D5) { type Output = (D4, D1, D2, D3, D0, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<0, 5> for (D0, D1, D2, D3, D4, D5) { type Output = (D5, D1, D2, D3, D4, D0); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<0, 6> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<0, 7> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<0, 8> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<0, 9> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<1, 0> for (D0, D1, D2, D3, D4, D5) { type Output = (D1, D0, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<1, 1> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<1, 2> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D2, D1, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<1, 3> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D3, D2, D1, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<1, 4> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D4, D2, D3, D1, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<1, 5> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D5, D2, D3, D4, D1); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<1, 6> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<1, 7> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<1, 8> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<1, 9> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<2, 0> for (D0, D1, D2, D3, D4, D5) { type Output = (D2, D1, D0, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<2, 1> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D2, D1, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<2, 2> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<2, 3> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D3, D2, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<2, 4> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D4, D3, D2, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<2, 5> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D5, D3, D4, D2); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<2, 6> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<2, 7> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<2, 8> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<2, 9> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<3, 0> for (D0, D1, D2, D3, D4, D5) { type Output = (D3, D1, D2, D0, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<3, 1> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D3, D2, D1, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<3, 2> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D3, D2, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<3, 3> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<3, 4> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, D4, D3, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<3, 5> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, D5, D4, D3); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<3, 6> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<3, 7> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<3, 8> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<3, 9> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<4, 0> for (D0, D1, D2, D3, D4, D5) { type Output = (D4, D1, D2, D3, D0, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<4, 1> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D4, D2, D3, D1, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<4, 2> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D4, D3, D2, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<4, 3> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, D4, D3, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<4, 4> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<4, 5> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, D3, D5, D4); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<4, 6> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<4, 7> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<4, 8> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<4, 9> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<5, 0> for (D0, D1, D2, D3, D4, D5) { type Output = (D5, D1, D2, D3, D4, D0); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<5, 1> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D5, D2, D3, D4, D1); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<5, 2> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D5, D3, D4, D2); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<5, 3> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, D5, D4, D3); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<5, 4> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, D3, D5, D4); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<5, 5> for (D0, D1, D2, D3, D4, D5) { type Output = (D0, D1, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<5, 6> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<5, 7> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<5, 8> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<5, 9> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<6, 0> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<6, 1> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<6, 2> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<6, 3> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<6, 4> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<6, 5> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<6, 6> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<6, 7> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<6, 8> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<6, 9> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<7, 0> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<7, 1> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<7, 2> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<7, 3> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<7, 4> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<7, 5> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<7, 6> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<7, 7> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<7, 8> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<7, 9> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<8, 0> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<8, 1> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<8, 2> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<8, 3> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<8, 4> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<8, 5> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<8, 6> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<8, 7> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<8, 8> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<8, 9> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<9, 0> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<9, 1> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<9, 2> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<9, 3> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<9, 4> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<9, 5> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<9, 6> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<9, 7> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<9, 8> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> TransposeRanks<9, 9> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<0, 0> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<0, 1> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D1, D0, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<0, 2> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D2, D1, D0, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<0, 3> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D3, D1, D2, D0, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<0, 4> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D4, D1, D2, D3, D0, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<0, 5> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D5, D1, D2, D3, D4, D0, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<0, 6> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D6, D1, D2, D3, D4, D5, D0); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<0, 7> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<0, 8> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<0, 9> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<1, 0> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D1, D0, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<1, 1> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<1, 2> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D2, D1, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<1, 3> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D3, D2, D1, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<1, 4> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D4, D2, D3, D1, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<1, 5> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D5, D2, D3, D4, D1, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<1, 6> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D6, D2, D3, D4, D5, D1); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<1, 7> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<1, 8> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<1, 9> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<2, 0> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D2, D1, D0, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<2, 1> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D2, D1, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<2, 2> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<2, 3> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D3, D2, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<2, 4> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D4, D3, D2, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<2, 5> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D5, D3, D4, D2, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<2, 6> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D6, D3, D4, D5, D2); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<2, 7> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<2, 8> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<2, 9> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<3, 0> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D3, D1, D2, D0, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<3, 1> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D3, D2, D1, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<3, 2> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D3, D2, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<3, 3> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<3, 4> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D4, D3, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<3, 5> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D5, D4, D3, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<3, 6> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D6, D4, D5, D3); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<3, 7> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<3, 8> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<3, 9> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<4, 0> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D4, D1, D2, D3, D0, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<4, 1> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D4, D2, D3, D1, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<4, 2> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D4, D3, D2, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<4, 3> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D4, D3, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<4, 4> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<4, 5> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, D5, D4, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<4, 6> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, D6, D5, D4); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<4, 7> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<4, 8> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<4, 9> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<5, 0> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D5, D1, D2, D3, D4, D0, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<5, 1> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D5, D2, D3, D4, D1, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<5, 2> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D5, D3, D4, D2, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<5, 3> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D5, D4, D3, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<5, 4> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, D5, D4, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<5, 5> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<5, 6> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, D4, D6, D5); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<5, 7> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<5, 8> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<5, 9> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<6, 0> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D6, D1, D2, D3, D4, D5, D0); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<6, 1> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D6, D2, D3, D4, D5, D1); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<6, 2> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D6, D3, D4, D5, D2); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<6, 3> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D6, D4, D5, D3); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<6, 4> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, D6, D5, D4); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<6, 5> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, D4, D6, D5); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<6, 6> for (D0, D1, D2, D3, D4, D5, D6) { type Output = (D0, D1, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<6, 7> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<6, 8> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<6, 9> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<7, 0> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<7, 1> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<7, 2> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<7, 3> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<7, 4> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<7, 5> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<7, 6> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<7, 7> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<7, 8> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<7, 9> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<8, 0> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<8, 1> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<8, 2> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<8, 3> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<8, 4> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<8, 5> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<8, 6> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<8, 7> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<8, 8> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<8, 9> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<9, 0> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<9, 1> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<9, 2> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<9, 3> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<9, 4> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<9, 5> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<9, 6> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<9, 7> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<9, 8> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> TransposeRanks<9, 9> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<0, 0> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<0, 1> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D1, D0, D2, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<0, 2> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D2, D1, D0, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<0, 3> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D3, D1, D2, D0, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<0, 4> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D4, D1, D2, D3, D0, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<0, 5> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D5, D1, D2, D3, D4, D0, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<0, 6> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D6, D1, D2, D3, D4, D5, D0, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<0, 7> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D7, D1, D2, D3, D4, D5, D6, D0); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<0, 8> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<0, 9> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<1, 0> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D1, D0, D2, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<1, 1> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<1, 2> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D2, D1, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<1, 3> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D3, D2, D1, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<1, 4> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D4, D2, D3, D1, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<1, 5> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D5, D2, D3, D4, D1, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<1, 6> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D6, D2, D3, D4, D5, D1, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<1, 7> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D7, D2, D3, D4, D5, D6, D1); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<1, 8> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<1, 9> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<2, 0> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D2, D1, D0, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<2, 1> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D2, D1, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<2, 2> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<2, 3> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D3, D2, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<2, 4> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D4, D3, D2, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<2, 5> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D5, D3, D4, D2, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<2, 6> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D6, D3, D4, D5, D2, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<2, 7> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D7, D3, D4, D5, D6, D2); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<2, 8> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<2, 9> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<3, 0> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D3, D1, D2, D0, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<3, 1> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D3, D2, D1, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<3, 2> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D3, D2, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<3, 3> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<3, 4> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D4, D3, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<3, 5> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D5, D4, D3, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<3, 6> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D6, D4, D5, D3, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<3, 7> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D7, D4, D5, D6, D3); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<3, 8> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<3, 9> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<4, 0> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D4, D1, D2, D3, D0, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<4, 1> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D4, D2, D3, D1, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<4, 2> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D4, D3, D2, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<4, 3> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D4, D3, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<4, 4> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<4, 5> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D5, D4, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<4, 6> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D6, D5, D4, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<4, 7> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D7, D5, D6, D4); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<4, 8> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<4, 9> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<5, 0> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D5, D1, D2, D3, D4, D0, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<5, 1> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D5, D2, D3, D4, D1, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<5, 2> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D5, D3, D4, D2, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<5, 3> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D5, D4, D3, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<5, 4> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D5, D4, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<5, 5> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<5, 6> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, D6, D5, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<5, 7> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, D7, D6, D5); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<5, 8> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<5, 9> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<6, 0> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D6, D1, D2, D3, D4, D5, D0, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<6, 1> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D6, D2, D3, D4, D5, D1, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<6, 2> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D6, D3, D4, D5, D2, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<6, 3> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D6, D4, D5, D3, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<6, 4> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D6, D5, D4, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<6, 5> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, D6, D5, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<6, 6> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<6, 7> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, D5, D7, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<6, 8> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<6, 9> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<7, 0> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D7, D1, D2, D3, D4, D5, D6, D0); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<7, 1> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D7, D2, D3, D4, D5, D6, D1); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<7, 2> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D7, D3, D4, D5, D6, D2); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<7, 3> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D7, D4, D5, D6, D3); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<7, 4> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D7, D5, D6, D4); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<7, 5> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, D7, D6, D5); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<7, 6> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, D5, D7, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<7, 7> for (D0, D1, D2, D3, D4, D5, D6, D7) { type Output = (D0, D1, D2, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<7, 8> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<7, 9> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<8, 0> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<8, 1> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<8, 2> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<8, 3> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<8, 4> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<8, 5> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<8, 6> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<8, 7> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<8, 8> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<8, 9> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<9, 0> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<9, 1> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<9, 2> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<9, 3> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<9, 4> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<9, 5> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<9, 6> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<9, 7> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<9, 8> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> TransposeRanks<9, 9> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { type Output = (); }
