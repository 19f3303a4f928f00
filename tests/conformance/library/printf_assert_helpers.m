__printf_assert__ ('%d-%s\n', 3, 'a');
__printf_assert__ ('x');
a = __prog_output_assert__ ("3-a\nx")
b = __prog_output_assert__ ('')
__printf_assert__ ('q\n');
c = __prog_output_assert__ ('q')
d = __have_feature__ ({}), e = __have_feature__ (3)
