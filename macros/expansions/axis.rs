impl<const A: usize> AxisRanks<A> for () where (): AxisOutOfRange<(), A> { const INDEX: usize = A; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<New> InsertAxisRanks<0, New> for () { const INDEX: usize = 0; type Output = (New,); }

impl<New> InsertAxisRanks<{ usize::MAX }, New> for () { const INDEX: usize = 0; type Output = (New,); }

impl<D0> AxisRanks<0> for (D0,) { const INDEX: usize = 0; type Dim = D0; type Removed = (); type Replaced<New> = (New,); }

impl<D0> AxisRanks<{ usize::MAX }> for (D0,) { const INDEX: usize = 0; type Dim = D0; type Removed = (); type Replaced<New> = (New,); }

impl<D0> AxisRanks<1> for (D0,) where (): AxisOutOfRange<(D0,), 1> { const INDEX: usize = 1; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0> AxisRanks<2> for (D0,) where (): AxisOutOfRange<(D0,), 2> { const INDEX: usize = 2; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0> AxisRanks<3> for (D0,) where (): AxisOutOfRange<(D0,), 3> { const INDEX: usize = 3; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0> AxisRanks<4> for (D0,) where (): AxisOutOfRange<(D0,), 4> { const INDEX: usize = 4; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0> AxisRanks<5> for (D0,) where (): AxisOutOfRange<(D0,), 5> { const INDEX: usize = 5; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0> AxisRanks<6> for (D0,) where (): AxisOutOfRange<(D0,), 6> { const INDEX: usize = 6; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0> AxisRanks<7> for (D0,) where (): AxisOutOfRange<(D0,), 7> { const INDEX: usize = 7; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0> AxisRanks<8> for (D0,) where (): AxisOutOfRange<(D0,), 8> { const INDEX: usize = 8; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0> AxisRanks<9> for (D0,) where (): AxisOutOfRange<(D0,), 9> { const INDEX: usize = 9; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, New> InsertAxisRanks<2, New> for (D0,) where (): NewAxisOutOfRange<(D0,), 2> { const INDEX: usize = 2; type Output = (); }

impl<D0, New> InsertAxisRanks<3, New> for (D0,) where (): NewAxisOutOfRange<(D0,), 3> { const INDEX: usize = 3; type Output = (); }

impl<D0, New> InsertAxisRanks<4, New> for (D0,) where (): NewAxisOutOfRange<(D0,), 4> { const INDEX: usize = 4; type Output = (); }

impl<D0, New> InsertAxisRanks<5, New> for (D0,) where (): NewAxisOutOfRange<(D0,), 5> { const INDEX: usize = 5; type Output = (); }

impl<D0, New> InsertAxisRanks<6, New> for (D0,) where (): NewAxisOutOfRange<(D0,), 6> { const INDEX: usize = 6; type Output = (); }

impl<D0, New> InsertAxisRanks<7, New> for (D0,) where (): NewAxisOutOfRange<(D0,), 7> { const INDEX: usize = 7; type Output = (); }

impl<D0, New> InsertAxisRanks<8, New> for (D0,) where (): NewAxisOutOfRange<(D0,), 8> { const INDEX: usize = 8; type Output = (); }

impl<D0, New> InsertAxisRanks<9, New> for (D0,) where (): NewAxisOutOfRange<(D0,), 9> { const INDEX: usize = 9; type Output = (); }

impl<D0, New> InsertAxisRanks<0, New> for (D0,) { const INDEX: usize = 0; type Output = (New, D0); }

impl<D0, New> InsertAxisRanks<1, New> for (D0,) { const INDEX: usize = 1; type Output = (D0, New); }

impl<D0, New> InsertAxisRanks<{ usize::MAX }, New> for (D0,) { const INDEX: usize = 1; type Output = (D0, New); }

impl<D0, D1> AxisRanks<0> for (D0, D1) { const INDEX: usize = 0; type Dim = D0; type Removed = (D1,); type Replaced<New> = (New, D1); }

impl<D0, D1> AxisRanks<1> for (D0, D1) { const INDEX: usize = 1; type Dim = D1; type Removed = (D0,); type Replaced<New> = (D0, New); }

impl<D0, D1> AxisRanks<{ usize::MAX }> for (D0, D1) { const INDEX: usize = 1; type Dim = D1; type Removed = (D0,); type Replaced<New> = (D0, New); }

impl<D0, D1> AxisRanks<2> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 2> { const INDEX: usize = 2; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1> AxisRanks<3> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 3> { const INDEX: usize = 3; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1> AxisRanks<4> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 4> { const INDEX: usize = 4; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1> AxisRanks<5> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 5> { const INDEX: usize = 5; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1> AxisRanks<6> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 6> { const INDEX: usize = 6; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1> AxisRanks<7> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 7> { const INDEX: usize = 7; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1> AxisRanks<8> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 8> { const INDEX: usize = 8; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1> AxisRanks<9> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 9> { const INDEX: usize = 9; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, New> InsertAxisRanks<3, New> for (D0, D1) where (): NewAxisOutOfRange<(D0, D1), 3> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, New> InsertAxisRanks<4, New> for (D0, D1) where (): NewAxisOutOfRange<(D0, D1), 4> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, New> InsertAxisRanks<5, New> for (D0, D1) where (): NewAxisOutOfRange<(D0, D1), 5> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, New> InsertAxisRanks<6, New> for (D0, D1) where (): NewAxisOutOfRange<(D0, D1), 6> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, New> InsertAxisRanks<7, New> for (D0, D1) where (): NewAxisOutOfRange<(D0, D1), 7> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, New> InsertAxisRanks<8, New> for (D0, D1) where (): NewAxisOutOfRange<(D0, D1), 8> { const INDEX: usize = 8; type Output = (); }

impl<D0, D1, New> InsertAxisRanks<9, New> for (D0, D1) where (): NewAxisOutOfRange<(D0, D1), 9> { const INDEX: usize = 9; type Output = (); }

impl<D0, D1, New> InsertAxisRanks<0, New> for (D0, D1) { const INDEX: usize = 0; type Output = (New, D0, D1); }

impl<D0, D1, New> InsertAxisRanks<1, New> for (D0, D1) { const INDEX: usize = 1; type Output = (D0, New, D1); }

impl<D0, D1, New> InsertAxisRanks<2, New> for (D0, D1) { const INDEX: usize = 2; type Output = (D0, D1, New); }

impl<D0, D1, New> InsertAxisRanks<{ usize::MAX }, New> for (D0, D1) { const INDEX: usize = 2; type Output = (D0, D1, New); }

impl<D0, D1, D2> AxisRanks<0> for (D0, D1, D2) { const INDEX: usize = 0; type Dim = D0; type Removed = (D1, D2); type Replaced<New> = (New, D1, D2); }

impl<D0, D1, D2> AxisRanks<1> for (D0, D1, D2) { const INDEX: usize = 1; type Dim = D1; type Removed = (D0, D2); type Replaced<New> = (D0, New, D2); }

impl<D0, D1, D2> AxisRanks<2> for (D0, D1, D2) { const INDEX: usize = 2; type Dim = D2; type Removed = (D0, D1); type Replaced<New> = (D0, D1, New); }

impl<D0, D1, D2> AxisRanks<{ usize::MAX }> for (D0, D1, D2) { const INDEX: usize = 2; type Dim = D2; type Removed = (D0, D1); type Replaced<New> = (D0, D1, New); }

impl<D0, D1, D2> AxisRanks<3> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 3> { const INDEX: usize = 3; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2> AxisRanks<4> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 4> { const INDEX: usize = 4; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2> AxisRanks<5> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 5> { const INDEX: usize = 5; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2> AxisRanks<6> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 6> { const INDEX: usize = 6; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2> AxisRanks<7> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 7> { const INDEX: usize = 7; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2> AxisRanks<8> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 8> { const INDEX: usize = 8; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2> AxisRanks<9> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 9> { const INDEX: usize = 9; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, New> InsertAxisRanks<4, New> for (D0, D1, D2) where (): NewAxisOutOfRange<(D0, D1, D2), 4> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, New> InsertAxisRanks<5, New> for (D0, D1, D2) where (): NewAxisOutOfRange<(D0, D1, D2), 5> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, New> InsertAxisRanks<6, New> for (D0, D1, D2) where (): NewAxisOutOfRange<(D0, D1, D2), 6> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, New> InsertAxisRanks<7, New> for (D0, D1, D2) where (): NewAxisOutOfRange<(D0, D1, D2), 7> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, New> InsertAxisRanks<8, New> for (D0, D1, D2) where (): NewAxisOutOfRange<(D0, D1, D2), 8> { const INDEX: usize = 8; type Output = (); }

impl<D0, D1, D2, New> InsertAxisRanks<9, New> for (D0, D1, D2) where (): NewAxisOutOfRange<(D0, D1, D2), 9> { const INDEX: usize = 9; type Output = (); }

impl<D0, D1, D2, New> InsertAxisRanks<0, New> for (D0, D1, D2) { const INDEX: usize = 0; type Output = (New, D0, D1, D2); }

impl<D0, D1, D2, New> InsertAxisRanks<1, New> for (D0, D1, D2) { const INDEX: usize = 1; type Output = (D0, New, D1, D2); }

impl<D0, D1, D2, New> InsertAxisRanks<2, New> for (D0, D1, D2) { const INDEX: usize = 2; type Output = (D0, D1, New, D2); }

impl<D0, D1, D2, New> InsertAxisRanks<3, New> for (D0, D1, D2) { const INDEX: usize = 3; type Output = (D0, D1, D2, New); }

impl<D0, D1, D2, New> InsertAxisRanks<{ usize::MAX }, New> for (D0, D1, D2) { const INDEX: usize = 3; type Output = (D0, D1, D2, New); }

impl<D0, D1, D2, D3> AxisRanks<0> for (D0, D1, D2, D3) { const INDEX: usize = 0; type Dim = D0; type Removed = (D1, D2, D3); type Replaced<New> = (New, D1, D2, D3); }

impl<D0, D1, D2, D3> AxisRanks<1> for (D0, D1, D2, D3) { const INDEX: usize = 1; type Dim = D1; type Removed = (D0, D2, D3); type Replaced<New> = (D0, New, D2, D3); }

impl<D0, D1, D2, D3> AxisRanks<2> for (D0, D1, D2, D3) { const INDEX: usize = 2; type Dim = D2; type Removed = (D0, D1, D3); type Replaced<New> = (D0, D1, New, D3); }

impl<D0, D1, D2, D3> AxisRanks<3> for (D0, D1, D2, D3) { const INDEX: usize = 3; type Dim = D3; type Removed = (D0, D1, D2); type Replaced<New> = (D0, D1, D2, New); }

impl<D0, D1, D2, D3> AxisRanks<{ usize::MAX }> for (D0, D1, D2, D3) { const INDEX: usize = 3; type Dim = D3; type Removed = (D0, D1, D2); type Replaced<New> = (D0, D1, D2, New); }

impl<D0, D1, D2, D3> AxisRanks<4> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 4> { const INDEX: usize = 4; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3> AxisRanks<5> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 5> { const INDEX: usize = 5; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3> AxisRanks<6> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 6> { const INDEX: usize = 6; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3> AxisRanks<7> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 7> { const INDEX: usize = 7; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3> AxisRanks<8> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 8> { const INDEX: usize = 8; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3> AxisRanks<9> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 9> { const INDEX: usize = 9; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3, New> InsertAxisRanks<5, New> for (D0, D1, D2, D3) where (): NewAxisOutOfRange<(D0, D1, D2, D3), 5> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, New> InsertAxisRanks<6, New> for (D0, D1, D2, D3) where (): NewAxisOutOfRange<(D0, D1, D2, D3), 6> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, New> InsertAxisRanks<7, New> for (D0, D1, D2, D3) where (): NewAxisOutOfRange<(D0, D1, D2, D3), 7> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, New> InsertAxisRanks<8, New> for (D0, D1, D2, D3) where (): NewAxisOutOfRange<(D0, D1, D2, D3), 8> { const INDEX: usize = 8; type Output = (); }

impl<D0, D1, D2, D3, New> InsertAxisRanks<9, New> for (D0, D1, D2, D3) where (): NewAxisOutOfRange<(D0, D1, D2, D3), 9> { const INDEX: usize = 9; type Output = (); }

impl<D0, D1, D2, D3, New> InsertAxisRanks<0, New> for (D0, D1, D2, D3) { const INDEX: usize = 0; type Output = (New, D0, D1, D2, D3); }

impl<D0, D1, D2, D3, New> InsertAxisRanks<1, New> for (D0, D1, D2, D3) { const INDEX: usize = 1; type Output = (D0, New, D1, D2, D3); }

impl<D0, D1, D2, D3, New> InsertAxisRanks<2, New> for (D0, D1, D2, D3) { const INDEX: usize = 2; type Output = (D0, D1, New, D2, D3); }

impl<D0, D1, D2, D3, New> InsertAxisRanks<3, New> for (D0, D1, D2, D3) { const INDEX: usize = 3; type Output = (D0, D1, D2, New, D3); }

impl<D0, D1, D2, D3, New> InsertAxisRanks<4, New> for (D0, D1, D2, D3) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, New); }

impl<D0, D1, D2, D3, New> InsertAxisRanks<{ usize::MAX }, New> for (D0, D1, D2, D3) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, New); }

impl<D0, D1, D2, D3, D4> AxisRanks<0> for (D0, D1, D2, D3, D4) { const INDEX: usize = 0; type Dim = D0; type Removed = (D1, D2, D3, D4); type Replaced<New> = (New, D1, D2, D3, D4); }

impl<D0, D1, D2, D3, D4> AxisRanks<1> for (D0, D1, D2, D3, D4) { const INDEX: usize = 1; type Dim = D1; type Removed = (D0, D2, D3, D4); type Replaced<New> = (D0, New, D2, D3, D4); }

impl<D0, D1, D2, D3, D4> AxisRanks<2> for (D0, D1, D2, D3, D4) { const INDEX: usize = 2; type Dim = D2; type Removed = (D0, D1, D3, D4); type Replaced<New> = (D0, D1, New, D3, D4); }

impl<D0, D1, D2, D3, D4> AxisRanks<3> for (D0, D1, D2, D3, D4) { const INDEX: usize = 3; type Dim = D3; type Removed = (D0, D1, D2, D4); type Replaced<New> = (D0, D1, D2, New, D4); }

impl<D0, D1, D2, D3, D4> AxisRanks<4> for (D0, D1, D2, D3, D4) { const INDEX: usize = 4; type Dim = D4; type Removed = (D0, D1, D2, D3); type Replaced<New> = (D0, D1, D2, D3, New); }

impl<D0, D1, D2, D3, D4> AxisRanks<{ usize::MAX }> for (D0, D1, D2, D3, D4) { const INDEX: usize = 4; type Dim = D4; type Removed = (D0, D1, D2, D3); type Replaced<New> = (D0, D1, D2, D3, New); }

impl<D0, D1, D2, D3, D4> AxisRanks<5> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 5> { const INDEX: usize = 5; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3, D4> AxisRanks<6> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 6> { const INDEX: usize = 6; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3, D4> AxisRanks<7> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 7> { const INDEX: usize = 7; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3, D4> AxisRanks<8> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 8> { const INDEX: usize = 8; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3, D4> AxisRanks<9> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 9> { const INDEX: usize = 9; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3, D4, New> InsertAxisRanks<6, New> for (D0, D1, D2, D3, D4) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4), 6> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, New> InsertAxisRanks<7, New> for (D0, D1, D2, D3, D4) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4), 7> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, New> InsertAxisRanks<8, New> for (D0, D1, D2, D3, D4) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4), 8> { const INDEX: usize = 8; type Output = (); }

impl<D0, D1, D2, D3, D4, New> InsertAxisRanks<9, New> for (D0, D1, D2, D3, D4) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4), 9> { const INDEX: usize = 9; type Output = (); }

impl<D0, D1, D2, D3, D4, New> InsertAxisRanks<0, New> for (D0, D1, D2, D3, D4) { const INDEX: usize = 0; type Output = (New, D0, D1, D2, D3, D4); }

impl<D0, D1, D2, D3, D4, New> InsertAxisRanks<1, New> for (D0, D1, D2, D3, D4) { const INDEX: usize = 1; type Output = (D0, New, D1, D2, D3, D4); }

impl<D0, D1, D2, D3, D4, New> InsertAxisRanks<2, New> for (D0, D1, D2, D3, D4) { const INDEX: usize = 2; type Output = (D0, D1, New, D2, D3, D4); }

impl<D0, D1, D2, D3, D4, New> InsertAxisRanks<3, New> for (D0, D1, D2, D3, D4) { const INDEX: usize = 3; type Output = (D0, D1, D2, New, D3, D4); }

impl<D0, D1, D2, D3, D4, New> InsertAxisRanks<4, New> for (D0, D1, D2, D3, D4) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, New, D4); }

impl<D0, D1, D2, D3, D4, New> InsertAxisRanks<5, New> for (D0, D1, D2, D3, D4) { const INDEX: usize = 5; type Output = (D0, D1, D2, D3, D4, New); }

impl<D0, D1, D2, D3, D4, New> InsertAxisRanks<{ usize::MAX }, New> for (D0, D1, D2, D3, D4) { const INDEX: usize = 5; type Output = (D0, D1, D2, D3, D4, New); }

impl<D0, D1, D2, D3, D4, D5> AxisRanks<0> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 0; type Dim = D0; type Removed = (D1, D2, D3, D4, D5); type Replaced<New> = (New, D1, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> AxisRanks<1> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 1; type Dim = D1; type Removed = (D0, D2, D3, D4, D5); type Replaced<New> = (D0, New, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> AxisRanks<2> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 2; type Dim = D2; type Removed = (D0, D1, D3, D4, D5); type Replaced<New> = (D0, D1, New, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> AxisRanks<3> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 3; type Dim = D3; type Removed = (D0, D1, D2, D4, D5); type Replaced<New> = (D0, D1, D2, New, D4, D5); }

impl<D0, D1, D2, D3, D4, D5> AxisRanks<4> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 4; type Dim = D4; type Removed = (D0, D1, D2, D3, D5); type Replaced<New> = (D0, D1, D2, D3, New, D5); }

impl<D0, D1, D2, D3, D4, D5> AxisRanks<5> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 5; type Dim = D5; type Removed = (D0, D1, D2, D3, D4); type Replaced<New> = (D0, D1, D2, D3, D4, New); }

impl<D0, D1, D2, D3, D4, D5> AxisRanks<{ usize::MAX }> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 5; type Dim = D5; type Removed = (D0, D1, D2, D3, D4); type Replaced<New> = (D0, D1, D2, D3, D4, New); }

impl<D0, D1, D2, D3, D4, D5> AxisRanks<6> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { const INDEX: usize = 6; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3, D4, D5> AxisRanks<7> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { const INDEX: usize = 7; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3, D4, D5> AxisRanks<8> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { const INDEX: usize = 8; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3, D4, D5> AxisRanks<9> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { const INDEX: usize = 9; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3, D4, D5, New> InsertAxisRanks<7, New> for (D0, D1, D2, D3, D4, D5) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> InsertAxisRanks<8, New> for (D0, D1, D2, D3, D4, D5) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { const INDEX: usize = 8; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> InsertAxisRanks<9, New> for (D0, D1, D2, D3, D4, D5) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { const INDEX: usize = 9; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, New> InsertAxisRanks<0, New> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 0; type Output = (New, D0, D1, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, New> InsertAxisRanks<1, New> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 1; type Output = (D0, New, D1, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, New> InsertAxisRanks<2, New> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 2; type Output = (D0, D1, New, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, New> InsertAxisRanks<3, New> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 3; type Output = (D0, D1, D2, New, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, New> InsertAxisRanks<4, New> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, New, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, New> InsertAxisRanks<5, New> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 5; type Output = (D0, D1, D2, D3, D4, New, D5); }

impl<D0, D1, D2, D3, D4, D5, New> InsertAxisRanks<6, New> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 6; type Output = (D0, D1, D2, D3, D4, D5, New); }

impl<D0, D1, D2, D3, D4, D5, New> InsertAxisRanks<{ usize::MAX }, New> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 6; type Output = (D0, D1, D2, D3, D4, D5, New); }

impl<D0, D1, D2, D3, D4, D5, D6> AxisRanks<0> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 0; type Dim = D0; type Removed = (D1, D2, D3, D4, D5, D6); type Replaced<New> = (New, D1, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> AxisRanks<1> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 1; type Dim = D1; type Removed = (D0, D2, D3, D4, D5, D6); type Replaced<New> = (D0, New, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> AxisRanks<2> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 2; type Dim = D2; type Removed = (D0, D1, D3, D4, D5, D6); type Replaced<New> = (D0, D1, New, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> AxisRanks<3> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 3; type Dim = D3; type Removed = (D0, D1, D2, D4, D5, D6); type Replaced<New> = (D0, D1, D2, New, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> AxisRanks<4> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 4; type Dim = D4; type Removed = (D0, D1, D2, D3, D5, D6); type Replaced<New> = (D0, D1, D2, D3, New, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> AxisRanks<5> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 5; type Dim = D5; type Removed = (D0, D1, D2, D3, D4, D6); type Replaced<New> = (D0, D1, D2, D3, D4, New, D6); }

impl<D0, D1, D2, D3, D4, D5, D6> AxisRanks<6> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 6; type Dim = D6; type Removed = (D0, D1, D2, D3, D4, D5); type Replaced<New> = (D0, D1, D2, D3, D4, D5, New); }

impl<D0, D1, D2, D3, D4, D5, D6> AxisRanks<{ usize::MAX }> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 6; type Dim = D6; type Removed = (D0, D1, D2, D3, D4, D5); type Replaced<New> = (D0, D1, D2, D3, D4, D5, New); }

impl<D0, D1, D2, D3, D4, D5, D6> AxisRanks<7> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { const INDEX: usize = 7; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3, D4, D5, D6> AxisRanks<8> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { const INDEX: usize = 8; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3, D4, D5, D6> AxisRanks<9> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { const INDEX: usize = 9; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> InsertAxisRanks<8, New> for (D0, D1, D2, D3, D4, D5, D6) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { const INDEX: usize = 8; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> InsertAxisRanks<9, New> for (D0, D1, D2, D3, D4, D5, D6) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { const INDEX: usize = 9; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, New> InsertAxisRanks<0, New> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 0; type Output = (New, D0, D1, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> InsertAxisRanks<1, New> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 1; type Output = (D0, New, D1, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> InsertAxisRanks<2, New> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 2; type Output = (D0, D1, New, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> InsertAxisRanks<3, New> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 3; type Output = (D0, D1, D2, New, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> InsertAxisRanks<4, New> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, New, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> InsertAxisRanks<5, New> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 5; type Output = (D0, D1, D2, D3, D4, New, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> InsertAxisRanks<6, New> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 6; type Output = (D0, D1, D2, D3, D4, D5, New, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, New> InsertAxisRanks<7, New> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 7; type Output = (D0, D1, D2, D3, D4, D5, D6, New); }

impl<D0, D1, D2, D3, D4, D5, D6, New> InsertAxisRanks<{ usize::MAX }, New> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 7; type Output = (D0, D1, D2, D3, D4, D5, D6, New); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> AxisRanks<0> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 0; type Dim = D0; type Removed = (D1, D2, D3, D4, D5, D6, D7); type Replaced<New> = (New, D1, D2, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> AxisRanks<1> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 1; type Dim = D1; type Removed = (D0, D2, D3, D4, D5, D6, D7); type Replaced<New> = (D0, New, D2, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> AxisRanks<2> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 2; type Dim = D2; type Removed = (D0, D1, D3, D4, D5, D6, D7); type Replaced<New> = (D0, D1, New, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> AxisRanks<3> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 3; type Dim = D3; type Removed = (D0, D1, D2, D4, D5, D6, D7); type Replaced<New> = (D0, D1, D2, New, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> AxisRanks<4> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 4; type Dim = D4; type Removed = (D0, D1, D2, D3, D5, D6, D7); type Replaced<New> = (D0, D1, D2, D3, New, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> AxisRanks<5> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 5; type Dim = D5; type Removed = (D0, D1, D2, D3, D4, D6, D7); type Replaced<New> = (D0, D1, D2, D3, D4, New, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> AxisRanks<6> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 6; type Dim = D6; type Removed = (D0, D1, D2, D3, D4, D5, D7); type Replaced<New> = (D0, D1, D2, D3, D4, D5, New, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> AxisRanks<7> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 7; type Dim = D7; type Removed = (D0, D1, D2, D3, D4, D5, D6); type Replaced<New> = (D0, D1, D2, D3, D4, D5, D6, New); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> AxisRanks<{ usize::MAX }> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 7; type Dim = D7; type Removed = (D0, D1, D2, D3, D4, D5, D6); type Replaced<New> = (D0, D1, D2, D3, D4, D5, D6, New); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> AxisRanks<8> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { const INDEX: usize = 8; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> AxisRanks<9> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { const INDEX: usize = 9; type Dim = (); type Removed = (); type Replaced<New> = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> InsertAxisRanks<0, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 0> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> InsertAxisRanks<1, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 1> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> InsertAxisRanks<2, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 2> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> InsertAxisRanks<3, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 3> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> InsertAxisRanks<4, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 4> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> InsertAxisRanks<5, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 5> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> InsertAxisRanks<6, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 6> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> InsertAxisRanks<7, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 7> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> InsertAxisRanks<8, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { const INDEX: usize = 8; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> InsertAxisRanks<9, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { const INDEX: usize = 9; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, New> InsertAxisRanks<{ usize::MAX }, New> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): NewAxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), { usize::MAX }> { const INDEX: usize = usize::MAX; type Output = (); }
