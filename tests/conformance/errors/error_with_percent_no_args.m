error('100% sure');
