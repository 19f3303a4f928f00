function tilde_input()
  disp(second_only(1, 2))
end
function r = second_only(~, b)
  r = b * 10;
end
