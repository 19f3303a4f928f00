format long
c = {pi, 'pi'}
