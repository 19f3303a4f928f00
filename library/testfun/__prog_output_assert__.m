function tf = __prog_output_assert__ (str)
% -- TF = __prog_output_assert__ (STR)
%     True if the text collected by __printf_assert__ (less one final
%     newline) is STR; the collected text is then cleared (a test helper).
%
%     See also: __printf_assert__, test.

  global __assert_printf__
  got = __assert_printf__;
  if (isempty (got))
    tf = isempty (str);
  else
    if (got(end) == "\n")
      got = got(1:end-1);
    end
    tf = strcmp (got, str);
  end
  __assert_printf__ = '';
end
