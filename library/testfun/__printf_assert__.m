function __printf_assert__ (varargin)
% -- __printf_assert__ (TEMPLATE, ...)
%     Append sprintf (TEMPLATE, ...) to the text that
%     __prog_output_assert__ checks next (a test helper).
%
%     See also: __prog_output_assert__, test.

  global __assert_printf__
  if (isempty (__assert_printf__))
    __assert_printf__ = '';
  end
  __assert_printf__ = [__assert_printf__, sprintf(varargin{:})];
end
