a != b
!a
